import { useCallback, useMemo } from 'react';
import type { TenantUser, UserInviteRequest, UserInviteResult, UserUpdateRequest } from 'shared-contracts';
import { useApi, useRevalidateLists } from 'shared-ui';
import { userKeys } from './user-keys';

/** The writes of User Management (POST, PATCH, DELETE /users), each followed by a reload of the members. */
export interface UserWrites {
  invite(body: UserInviteRequest): Promise<UserInviteResult>;
  update(userId: string, body: UserUpdateRequest): Promise<TenantUser>;
  remove(userId: string): Promise<void>;
}

export function useUserWrites(): UserWrites {
  const api = useApi();
  const revalidate = useRevalidateLists(userKeys);
  const after = useCallback(
    async <T>(write: Promise<T>): Promise<T> => {
      const result = await write;
      await revalidate();
      return result;
    },
    [revalidate],
  );
  return useMemo(
    () => ({
      invite: (body) => after(api.post('/users', body)),
      update: (userId, body) => after(api.patch('/users/{userId}', body, { path: { userId } })),
      remove: (userId) => after(api.delete('/users/{userId}', { path: { userId } })),
    }),
    [api, after],
  );
}
