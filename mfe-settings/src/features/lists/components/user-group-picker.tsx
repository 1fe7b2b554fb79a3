import { useCallback } from 'react';
import type { UserOrGroupType } from 'shared-contracts';
import { SearchPicker, searchUsersAndGroups, useApi } from 'shared-ui';
import type { SearchPickerOption } from 'shared-ui';

/** Props of the users-and-groups picker. */
export interface UserGroupPickerProps {
  userOrGroupType: UserOrGroupType;
  /** Values to add (picked options, or the search text through Add). */
  onAdd: (values: string[]) => void;
}

const NOTHING: readonly SearchPickerOption[] = [];

/** SPEC §2's search picker over the users-and-groups search; a pick or the Add button adds to the draft. */
export function UserGroupPicker({ userOrGroupType, onAdd }: UserGroupPickerProps) {
  const api = useApi();
  const onSearch = useCallback(
    (text: string) => searchUsersAndGroups(api, userOrGroupType, text),
    [api, userOrGroupType],
  );
  return (
    <SearchPicker
      label={userOrGroupType === 'user' ? 'Add a user' : 'Add a group'}
      value={NOTHING}
      onChange={(picked) => onAdd(picked.map((option) => option.value))}
      onSearch={onSearch}
      onAdd={(text) => onAdd([text])}
    />
  );
}
