import { useMemo } from 'react';
import type { TenantUser, UserInviteRequest, UserInviteResult, UserUpdateRequest } from 'shared-contracts';
import { useApiMutation } from 'shared-ui';

/** The writes of User Management (POST, PATCH, DELETE /users), each followed by a reload of the members. */
export interface UserWrites {
  invite(body: UserInviteRequest): Promise<UserInviteResult>;
  update(userId: string, body: UserUpdateRequest): Promise<TenantUser>;
  remove(userId: string): Promise<void>;
}

export function useUserWrites(): UserWrites {
  const post = useApiMutation('post', '/users');
  const patch = useApiMutation('patch', '/users/{userId}');
  const remove = useApiMutation('delete', '/users/{userId}');
  return useMemo(
    () => ({
      invite: (body) => post({}, body),
      update: (userId, body) => patch({ path: { userId } }, body),
      remove: (userId) => remove({ path: { userId } }),
    }),
    [post, patch, remove],
  );
}
