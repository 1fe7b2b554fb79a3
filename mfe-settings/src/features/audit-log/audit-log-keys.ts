import { createResourceKeys } from 'shared-ui';

const auditLogResource = createResourceKeys('audit-logs');

/** SWR keys of the audit log: the kit's lists and counts, and the check of the tenant's hash chain. */
export const auditLogKeys = {
  ...auditLogResource,
  /** The last verification of the tenant's audit hash chain. */
  chain: (tenantId: string) => [...auditLogResource.all(tenantId), 'chain'] as const,
};
