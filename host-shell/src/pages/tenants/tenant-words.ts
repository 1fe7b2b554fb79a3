import type { ApiAnswer } from 'shared-contracts';
import { formatExactTime } from 'shared-contracts';

/** The Tenants page's data, as GET /platform/tenants answers it. */
export type PlatformTenants = ApiAnswer<'/platform/tenants', 'get'>;
export type PlatformTenant = PlatformTenants['tenants'][number];
export type TenantLifecycleStep = PlatformTenants['events'][number];

/** The shell's own path of the Tenants page (platform admins; not a remote, not in the rail). */
export const TENANTS_PATH = '/tenants';

/** A tenant's state in words, with when a scheduled deletion is carried out. */
export function statusWords(tenant: Pick<PlatformTenant, 'status' | 'deletionDueAt'>): string {
  if (tenant.status === 'active') return 'Active';
  if (tenant.status === 'suspended') return 'Suspended';
  const due = tenant.deletionDueAt ? ` (data removed ${formatExactTime(tenant.deletionDueAt, { zone: true })})` : '';
  return `Deletion scheduled${due}`;
}

/** The colour of a state's tag. */
export const statusColor = (status: PlatformTenant['status']) =>
  status === 'active' ? 'green' : status === 'suspended' ? 'orange' : 'red';

/** The e-mail domains typed into the create dialog: trimmed, lower-cased, without duplicates or blanks. */
export function cleanDomains(domains: readonly string[] | undefined): string[] {
  return [...new Set((domains ?? []).map((domain) => domain.trim().toLowerCase()).filter(Boolean))];
}
