import { AuditLogCreateRequestSchema } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

export const createAuditLogSchema = {
  tags: ['Audit log'],
  summary: "Record the client's audit entry (Logon, Logoff) under the authenticated user",
  description:
    'Tenant-Id names the tenant to record in; an empty Tenant-Id records the entry in every tenant of the session. A dashboardUserId in the body is ignored.',
  body: AuditLogCreateRequestSchema,
  response: { 204: { type: 'null', description: 'Recorded' }, ...problemResponses() },
};
