import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { egressEvents, incidents } from '../../db/schema';
import { withMaintenance } from '../../db/tenant-scope';
import { textsCarrying } from '../../testing/canary-texts';

/** An Acme incident with fixed ids, so the access matrix can probe the incident routes (tests only). */
export const ACME_PROBE_INCIDENT = {
  id: 'acac0000-0000-4000-8000-000000000001',
  created: '2026-01-02T03:04:05.678Z',
  eventId: 'acac0000-0000-4000-8000-0000000000e1',
} as const;

/** Globex's canary incident: an Acme user asking for it must get the same 404 as for a missing one. */
export const GLOBEX_CANARY_INCIDENT = {
  id: 'cacacaca-0000-4000-8000-000000000001',
  created: '2026-01-02T03:04:05.678Z',
  eventId: 'cacacaca-0000-4000-8000-0000000000e1',
} as const;

/** Globex's (and Initech's) canary batch, pending a second admin: another tenant's batch id is a 404 to Acme. */
export const GLOBEX_CANARY_BATCH = { id: 'cacacaca-0000-4000-8000-0000000000b1' } as const;

/** The facts an incident and its event share, each text carrying `text` (the others: textsCarrying). */
function eventFacts(text: string) {
  return {
    hostname: `${text}-host`,
    username: `${text}-user`,
    source: `${text} source`,
    destination: `${text}.example`,
    dataTypes: [`${text} data`],
    contentCategory: `${text} category`,
    mipLabel: `${text} label`,
    policyName: `${text} policy`,
    policyVerdict: 'BLOCK',
  };
}

/**
 * Plants the probe incident in Acme and a canary incident (with its event, comment, summary, outbox message and
 * saved filter) in Globex and Initech, every text field carrying `canary`.
 */
export async function seedIncidentCanaries(database: Database, canary: string, canaryUserId: string): Promise<void> {
  await withMaintenance(database, async (tx) => {
    const insertIncident = (tenantId: string, id: string, eventId: string, created: string, text: string) =>
      tx.insert(incidents).values({
        ...textsCarrying(incidents, text),
        ...eventFacts(text),
        tenantId,
        id,
        created: new Date(created),
        eventId,
        policyType: 'protection',
        severity: 'high',
        status: 'open',
        assignedTo: tenantId === 'acme-corp' ? null : canaryUserId,
        exceptionRequestStatus: null,
        exceptionRequestType: tenantId === 'acme-corp' ? null : `${text} type`,
        details: { note: text },
      });
    await insertIncident(
      'acme-corp',
      ACME_PROBE_INCIDENT.id,
      ACME_PROBE_INCIDENT.eventId,
      ACME_PROBE_INCIDENT.created,
      'acme-probe',
    );
    for (const tenantId of ['globex', 'initech']) {
      const { id, eventId, created } = GLOBEX_CANARY_INCIDENT;
      await insertIncident(tenantId, id, eventId, created, canary);
      await tx.insert(egressEvents).values({
        ...textsCarrying(egressEvents, canary),
        ...eventFacts(canary),
        tenantId,
        id: eventId,
        created: new Date(created),
        destinationType: 'web',
        fileName: `${canary}.xlsx`,
        contentFingerprint: null,
      });
      await tx.execute(sql`INSERT INTO incident_comments (tenant_id, id, incident_id, author_id, author_name, message)
        VALUES (${tenantId}, gen_random_uuid(), ${id}::uuid, ${canaryUserId}, ${`${canary} user`}, ${`${canary} comment`})`);
      await tx.execute(sql`INSERT INTO incident_ai_summaries (tenant_id, incident_id, summary, model, incident_version)
        VALUES (${tenantId}, ${id}::uuid, ${`${canary} summary`}, 'canary', 1)`);
      await tx.execute(sql`INSERT INTO outbox_messages (tenant_id, recipients, subject, body, requested_by, incident_id)
        VALUES (${tenantId}, ARRAY['canary@globex.example'], ${`${canary} subject`}, ${`${canary} body`}, ${canaryUserId},
          ${id}::uuid)`);
      await tx.execute(sql`INSERT INTO saved_filters (tenant_id, user_id, id, grid, name, value)
        VALUES (${tenantId}, ${canaryUserId}, 'canary', 'incidents', ${`${canary} filter`},
          ${JSON.stringify({ search: canary })}::jsonb)`);
      await tx.execute(sql`INSERT INTO incident_batches (tenant_id, id, requested_by, state, changes, target, count,
          approval_reasons)
        VALUES (${tenantId}, ${GLOBEX_CANARY_BATCH.id}::uuid, ${canaryUserId}, 'pending',
          ${JSON.stringify({ status: 'resolved' })}::jsonb, ${`all matching ${canary}`}, 1, ARRAY['closes-high'])`);
      await tx.execute(sql`INSERT INTO incident_batch_items (tenant_id, batch_id, incident_id)
        VALUES (${tenantId}, ${GLOBEX_CANARY_BATCH.id}::uuid, ${id}::uuid)`);
    }
  });
}
