import { useCallback } from 'react';
import type { IncidentComment, IncidentCommentList, IncidentCommentRequest } from 'shared-contracts';
import { apiQueryKey, useShell } from 'shared-ui';
import { useSWRConfig } from 'swr';
import type { IncidentRef } from '../../../common/incident-keys';
import { commentParams } from './get-comments';

/** Prefix of the ids of comments shown before the API has stored them. */
export const PENDING_COMMENT_PREFIX = 'pending-';

/**
 * POST /incidents/{ID}/comments?created=: the comment appears in the thread at once (optimistic, marked pending),
 * is replaced by the stored one when the API answers 200, and is taken back if the call fails (the error is thrown).
 */
export function usePostComment(ref: IncidentRef) {
  const { api, tenant, user } = useShell();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (message: string) => {
      const key = apiQueryKey(tenant.id, '/incidents/{id}/comments', commentParams(ref));
      const pending: IncidentComment = {
        id: `${PENDING_COMMENT_PREFIX}${Date.now()}`,
        created: new Date().toISOString(),
        authorId: user.userId,
        authorName: user.identifier,
        message,
      };
      const body: IncidentCommentRequest = { message };
      await mutate<IncidentCommentList>(
        key,
        async (current) => {
          const saved = await api.post('/incidents/{id}/comments', body, commentParams(ref));
          return { comments: [...(current?.comments ?? []), saved] };
        },
        {
          optimisticData: (current) => ({ comments: [...(current?.comments ?? []), pending] }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
    },
    [api, mutate, ref, tenant.id, user.identifier, user.userId],
  );
}
