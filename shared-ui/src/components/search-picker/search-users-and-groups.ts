import type { TypedApiClient, UserOrGroupType } from 'shared-contracts';
import type { SearchPickerOption } from './picker-options';
import { USER_SEARCH_PAGE_SIZE } from 'shared-contracts';

/** The users-and-groups search as picker options: the value a list stores, labelled by name. */
export async function searchUsersAndGroups(
  api: TypedApiClient,
  userOrGroupType: UserOrGroupType,
  search: string,
): Promise<SearchPickerOption[]> {
  const { usersAndGroups } = await api.get('/lists/users', {
    query: { search, pageSize: USER_SEARCH_PAGE_SIZE, userOrGroupType },
  });
  return usersAndGroups.map((entry) => ({
    value: entry.value,
    label: entry.name === entry.value ? entry.name : `${entry.name} (${entry.value})`,
  }));
}
