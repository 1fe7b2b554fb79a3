import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DashboardDailyQuery, DashboardRangeQuery } from 'shared-contracts';
import type { Tx } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { requireTenant } from '../../plugins/access-control';
import { rangeOf, timezoneOf, type DashboardRange } from './range';
import {
  aggregatedIncidentsSchema,
  frequentPolicyViolatorsSchema,
  mostEnforcedPoliciesSchema,
  outboundDataDistributionSchema,
  protectedDevicesSchema,
  sensitiveDataEgressSchema,
  topAiServiceSchema,
  unauthorizedServicesSchema,
} from './route-schemas';
import {
  aggregatedIncidents,
  frequentPolicyViolators,
  mostEnforcedPolicies,
  outboundDataDistribution,
  protectedDevices,
  sensitiveDataEgress,
  topAiService,
  unauthorizedServices,
} from './widgets';

/** The dashboard's widgets (SPEC §7: GET /dashboard/*): read by every member of the tenant, from the rollups. */
export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { access: 'tenant' } as const;
  type Widget<T> = (tx: Tx, tenantId: string, range: DashboardRange) => Promise<T>;
  type DailyWidget<T> = (tx: Tx, tenantId: string, range: DashboardRange, timezone: string) => Promise<T>;

  const ranged =
    <T>(widget: Widget<T>) =>
    (request: FastifyRequest<{ Querystring: DashboardRangeQuery }>) => {
      const range = rangeOf(request.query);
      const tenantId = requireTenant(request).id;
      return withTenant(app.database, tenantId, (tx) => widget(tx, tenantId, range));
    };
  const daily =
    <T>(widget: DailyWidget<T>) =>
    (request: FastifyRequest<{ Querystring: DashboardDailyQuery }>) => {
      const range = rangeOf(request.query);
      const timezone = timezoneOf(request.query);
      const tenantId = requireTenant(request).id;
      return withTenant(app.database, tenantId, (tx) => widget(tx, tenantId, range, timezone));
    };

  app.get(
    '/dashboard/sensitive-data-egress',
    { schema: sensitiveDataEgressSchema, config },
    daily(sensitiveDataEgress),
  );
  app.get(
    '/dashboard/outbound-data-distribution',
    { schema: outboundDataDistributionSchema, config },
    ranged(outboundDataDistribution),
  );
  app.get(
    '/dashboard/frequent-policy-violators',
    { schema: frequentPolicyViolatorsSchema, config },
    ranged(frequentPolicyViolators),
  );
  app.get(
    '/dashboard/most-enforced-policies',
    { schema: mostEnforcedPoliciesSchema, config },
    ranged(mostEnforcedPolicies),
  );
  app.get(
    '/dashboard/unauthorized-services',
    { schema: unauthorizedServicesSchema, config },
    ranged(unauthorizedServices),
  );
  app.get('/dashboard/protected-devices', { schema: protectedDevicesSchema, config }, ranged(protectedDevices));
  app.get('/dashboard/aggregated-incidents', { schema: aggregatedIncidentsSchema, config }, daily(aggregatedIncidents));
  app.get('/dashboard/top-ai-service', { schema: topAiServiceSchema, config }, ranged(topAiService));
}
