import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { withMaintenance } from '../db/tenant-scope';
import { seedAgentCanaries } from '../modules/agents/agent-canaries';
import { seedDeviceCanaries } from '../modules/devices/device-canaries';
import { seedEgressEventCanaries } from '../modules/egress-events/egress-event-canaries';
import { seedEvidenceCanaries } from '../modules/evidence/evidence-canaries';
import { seedExceptionCanaries } from '../modules/exceptions/exception-canaries';
import { seedIncidentCanaries } from '../modules/incidents/incident-canaries';
import { seedListCanaries } from '../modules/lists/list-canaries';
import { seedPolicyCanaries } from '../modules/policies/policy-canaries';
import { seedReportCanaries } from '../modules/reports/report-canaries';
import { seedUserCanaries } from '../modules/users/user-canaries';

/** A string seeded only into Globex and Initech: it must never appear in an answer to an Acme user. */
export const CANARY = 'CANARY-7f3a9c-not-for-acme';
export const CANARY_USER_ID = 'UCANARYGLOBEXONLY0000000000';

/** Plants the canary in every kind of row of Globex and Initech that an Acme route could leak. */
export async function seedCanaries(database: Database): Promise<void> {
  await withMaintenance(database, async (tx) => {
    await tx.execute(sql`INSERT INTO users (id, login_id, email, name) VALUES
      (${CANARY_USER_ID}, ${`canary@globex.example`}, ${`canary@globex.example`}, ${`${CANARY} user`})`);
    for (const tenantId of ['globex', 'initech']) {
      await tx.execute(
        sql`INSERT INTO memberships (tenant_id, user_id, role_names) VALUES (${tenantId}, ${CANARY_USER_ID}, '{Analyst}')`,
      );
      await tx.execute(sql`INSERT INTO audit_logs (tenant_id, dashboard_user_id, user_identifier, page, action, outcome, object_id, description, created)
        VALUES (${tenantId}, ${CANARY_USER_ID}, ${`${CANARY} user`}, 'Policies', 'Update', 'Success', ${CANARY}, ${`${CANARY} description`}, now() - interval '1 minute')`);
      await tx.execute(sql`INSERT INTO feature_flag_overrides (tenant_id, name, value, updated_by)
        VALUES (${tenantId}, 'DISPLAY_AI_POSTURE_PAGE', false, ${CANARY_USER_ID}) ON CONFLICT DO NOTHING`);
      await tx.execute(sql`INSERT INTO tenant_retention (tenant_id, events_days, incidents_days, evidence_days, updated_by)
        VALUES (${tenantId}, 31, 32, 33, ${CANARY_USER_ID}) ON CONFLICT DO NOTHING`);
    }
  });
  await seedIncidentCanaries(database, CANARY, CANARY_USER_ID);
  await seedListCanaries(database, CANARY);
  await seedDeviceCanaries(database, CANARY);
  await seedEgressEventCanaries(database, CANARY);
  await seedUserCanaries(database, CANARY);
  await seedAgentCanaries(database, CANARY);
  await seedReportCanaries(database, CANARY);
  await seedPolicyCanaries(database, CANARY);
  await seedEvidenceCanaries(database, CANARY, CANARY_USER_ID);
  await seedExceptionCanaries(database, CANARY, CANARY_USER_ID);
}
