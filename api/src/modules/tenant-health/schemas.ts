import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable, Text } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schema of tenant health (issue 31, item 5): the ingest, devices and open incidents of each tenant of a scope.

const Count = () => Type.Integer({ minimum: 0 });

const TenantHealthRowSchema = Type.Object({
  id: Text(),
  name: Text(),
  /** Events whose `created` falls in the last 24 hours, and in the last 7 days. */
  events24h: Count(),
  events7d: Count(),
  /** Devices by the devices module's agent status (Online: a heartbeat within 15 minutes; Offline: within 7 days). */
  devicesOnline: Count(),
  devicesOffline: Count(),
  /** The newest event's `created` (null: the tenant has none). */
  lastEventAt: Nullable(IsoTime()),
  /** Open incidents (status open or in progress) by severity. */
  openIncidents: Type.Object({ high: Count(), medium: Count(), low: Count() }),
  /**
   * Open incidents now past their SLA target (issue 30): not acknowledged by their acknowledge due time, or, once
   * acknowledged, not resolved by their resolve due time; the incidents grid's SLA "Breached".
   */
  pastSla: Count(),
  /** Why the tenant's ingest is flagged as stopped (README, "Tenant health"); null when it is not. */
  flag: Nullable(Text()),
});
export type TenantHealthRow = Static<typeof TenantHealthRowSchema>;

const TenantHealthSchema = Type.Object({
  /** The server's time the figures were read at (the page counts "time since the last event" from it). */
  at: IsoTime(),
  tenants: Type.Array(TenantHealthRowSchema),
});
export type TenantHealth = Static<typeof TenantHealthSchema>;

export const tenantHealthSchema = {
  tags: ['Tenancy'],
  summary:
    'Every tenant’s events of the last 24 h and 7 days, devices online and offline, last event, open incidents ' +
    'by severity and open incidents past their SLA target, with tenants whose ingest stopped flagged, over the ' +
    'caller’s scope (platform admins: every tenant; Tenant Group Admins: their groups’ tenants)',
  response: { 200: TenantHealthSchema, ...problemResponses() },
};
