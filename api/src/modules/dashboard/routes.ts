import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DashboardQuery } from 'shared-contracts';
import type { Tx } from '../../db/database';
import type { Tenants } from '../../db/scope-read';
import { readTenantOrScope } from '../tenant-groups/scope';
import { rangeOf, timezoneOf, type DashboardRange } from './range';
import {
  aggregatedIncidentsSchema,
  frequentPolicyViolatorsSchema,
  incidentSlaSchema,
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
  incidentSla,
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
  // Read over All tenants too (Tenant-Id: *): the same answers summed over the caller's scope of tenants.
  const config = { access: 'tenant', allTenants: true } as const;
  // Every widget reads the tenant's rollups over the range; the daily ones also take the time zone of their days.
  // Whose rows a widget sums: one tenant's, or over All tenants the scope's, read as the scope role (withScopeRead).
  type Widget<T> = (tx: Tx, tenants: Tenants, range: DashboardRange, timezone: string) => Promise<T>;
  const answer =
    <T>(widget: Widget<T>) =>
    async (request: FastifyRequest<{ Querystring: DashboardQuery }>) => {
      const range = rangeOf(request.query);
      const timezone = timezoneOf(request.query);
      return readTenantOrScope(fastify.database, request, (tx, tenants) => widget(tx, tenants, range, timezone));
    };

  app.get(
    '/dashboard/sensitive-data-egress',
    { schema: sensitiveDataEgressSchema, config },
    answer(sensitiveDataEgress),
  );
  app.get(
    '/dashboard/outbound-data-distribution',
    { schema: outboundDataDistributionSchema, config },
    answer(outboundDataDistribution),
  );
  app.get(
    '/dashboard/frequent-policy-violators',
    { schema: frequentPolicyViolatorsSchema, config },
    answer(frequentPolicyViolators),
  );
  app.get(
    '/dashboard/most-enforced-policies',
    { schema: mostEnforcedPoliciesSchema, config },
    answer(mostEnforcedPolicies),
  );
  app.get(
    '/dashboard/unauthorized-services',
    { schema: unauthorizedServicesSchema, config },
    answer(unauthorizedServices),
  );
  app.get('/dashboard/protected-devices', { schema: protectedDevicesSchema, config }, answer(protectedDevices));
  app.get(
    '/dashboard/aggregated-incidents',
    { schema: aggregatedIncidentsSchema, config },
    answer(aggregatedIncidents),
  );
  app.get('/dashboard/top-ai-service', { schema: topAiServiceSchema, config }, answer(topAiService));
  app.get('/dashboard/incident-sla', { schema: incidentSlaSchema, config }, answer(incidentSla));
}
