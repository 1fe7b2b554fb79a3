import type { AuditLogger, TypedApiClient } from 'shared-contracts';

/** Client audit logger: POST /audit-logs; a failure is only a console warning (SPEC §8). */
export function createAuditLogger(api: TypedApiClient): AuditLogger {
  return async (entry) => {
    try {
      await api.post('/audit-logs', entry);
    } catch (error) {
      console.warn('Failed to write audit log entry', entry.action, error);
    }
  };
}
