import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CONTENT_LINEAGE_LIMIT } from 'shared-contracts';
import type { AgentContentActivity, AgentEnrolResult, ContentLineage } from 'shared-contracts';
import { uncheckedRows } from '../../testing/query-rows';
import { withMaintenance } from '../../db/tenant-scope';
import { isoText } from '../../lib/listing';
import { createAgentTestKit, eventOf } from '../../testing/agent-test-kit';
import type { AgentTestKit } from '../../testing/agent-test-kit';

let kit: AgentTestKit;
let acme: AgentEnrolResult;
let globex: AgentEnrolResult;
let analyst: string;
beforeAll(async () => {
  kit = await createAgentTestKit();
  acme = await kit.enrol((await kit.createToken(kit.acmeAdmin, 'acme-corp')).secret, 'lineage-acme-host');
  globex = await kit.enrol((await kit.createToken(kit.globexAdmin, 'globex')).secret, 'lineage-globex-host');
  analyst = await kit.t.tokenFor('analyst@acme.example');
});
afterAll(() => kit.t.close());
beforeEach(() => kit.advance(60_000));

const fingerprintOf = (text: string) => createHash('sha256').update(text).digest('hex');
const lineageOf = (id: string, query = '', token = analyst, tenant = 'acme-corp') =>
  kit.t.call({ method: 'GET', url: `/egress-events/${id}/lineage${query}`, token, tenant });

function activityOf(fingerprint: string, kind: AgentContentActivity['kind'], occurredAt: string, fileName: string) {
  return { id: randomUUID(), fingerprint, kind, occurredAt, fileName, username: 'ana.lee', application: 'chrome.exe' };
}

describe('GET /egress-events/{ID}/lineage', () => {
  it("answers the demo content's chain oldest first: where it was first seen, then its activities and egress", async () => {
    const [row] = await withMaintenance(kit.t.database, (tx) =>
      uncheckedRows<{ id: string; created: string; fingerprint: string; activities: number; events: number }>(
        tx,
        sql`SELECT e.id::text AS id, ${sql.raw(isoText('e.created'))} AS created, e.content_fingerprint AS fingerprint,
              (SELECT count(*)::int FROM content_activities a
                WHERE a.tenant_id = e.tenant_id AND a.fingerprint = e.content_fingerprint) AS activities,
              (SELECT count(*)::int FROM egress_events o
                WHERE o.tenant_id = e.tenant_id AND o.content_fingerprint = e.content_fingerprint) AS events
            FROM egress_events e
            WHERE e.tenant_id = 'acme-corp' AND e.content_fingerprint IS NOT NULL AND e.file_name LIKE '%.zip'
            ORDER BY e.created DESC LIMIT 1`,
      ),
    );
    expect(row).toBeDefined();
    const response = await lineageOf(row!.id, `?created=${row!.created}`);
    expect(response.statusCode).toBe(200);
    const lineage = response.json<ContentLineage>();
    expect(lineage.fingerprint).toBe(row!.fingerprint);
    expect(lineage.totalSteps).toBe(row!.activities + row!.events);
    expect(lineage.steps).toHaveLength(row!.activities + row!.events);
    const times = lineage.steps.map((step) => step.occurred);
    expect([...times].sort()).toEqual(times);
    expect(['downloaded', 'created']).toContain(lineage.steps[0]!.kind);
    expect(lineage.steps.filter((step) => step.current).map((step) => step.event?.id)).toEqual([row!.id]);
    // The zip that left was archived from the document first seen.
    const archived = lineage.steps.find((step) => step.kind === 'archived');
    expect(archived?.fileName).toMatch(/\.zip$/);
    expect(lineage.steps.filter((step) => step.kind === 'egress')).toHaveLength(row!.events);
  });

  it('follows what a device reports, in its own tenant only, and answers at most the limit with the asked event', async () => {
    const fingerprint = fingerprintOf(`acme-report-${randomUUID()}`);
    const start = Date.now() - 10 * 3_600_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const activities = [
      activityOf(fingerprint, 'downloaded', at(0), 'export.csv'),
      { ...activityOf(fingerprint, 'renamed', at(5), 'customers.csv'), previousName: 'export.csv' },
      activityOf(fingerprint, 'copied', at(30), 'customers.csv'),
    ];
    const stored = await kit.agent('activities', acme.credential, { activities });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ created: 3, duplicates: 0 });
    // Idempotent by id: the retried batch creates nothing.
    expect((await kit.agent('activities', acme.credential, { activities })).json()).toEqual({
      created: 0,
      duplicates: 3,
    });
    // The same content seen in another tenant stays there.
    await kit.agent('activities', globex.credential, {
      activities: [activityOf(fingerprint, 'created', at(1), 'globex.csv')],
    });
    const event = eventOf({
      occurredAt: at(60),
      fileName: 'customers.csv',
      contentFingerprint: fingerprint.toUpperCase(),
    });
    expect((await kit.agent('events', acme.credential, { events: [event] })).statusCode).toBe(200);

    const lineage = (await lineageOf(event.id)).json<ContentLineage>();
    expect(lineage.steps.map((step) => [step.kind, step.fileName, step.hostname])).toEqual([
      ['downloaded', 'export.csv', 'lineage-acme-host'],
      ['renamed', 'customers.csv', 'lineage-acme-host'],
      ['copied', 'customers.csv', 'lineage-acme-host'],
      ['egress', 'customers.csv', 'lineage-acme-host'],
    ]);
    expect(lineage.steps[1]!.previousName).toBe('export.csv');
    expect(lineage.steps[3]).toMatchObject({ current: true, event: { id: event.id, destination: event.destination } });

    // Another tenant's user cannot read it, nor an unknown or malformed id, nor another `created`.
    expect((await lineageOf(event.id, '', kit.globexAdmin, 'globex')).statusCode).toBe(404);
    expect((await lineageOf(randomUUID())).statusCode).toBe(404);
    expect((await lineageOf('not-an-id')).statusCode).toBe(404);
    expect((await lineageOf(event.id, '?created=2020-01-01T00:00:00.000Z')).statusCode).toBe(404);

    // A chain longer than the limit keeps its oldest steps and the asked event.
    const many = Array.from({ length: CONTENT_LINEAGE_LIMIT + 10 }, (_, index) =>
      activityOf(fingerprint, 'copied', at(1 + index / 1000), `copy-${index}.csv`),
    );
    expect((await kit.agent('activities', acme.credential, { activities: many })).statusCode).toBe(200);
    const long = (await lineageOf(event.id)).json<ContentLineage>();
    expect(long.totalSteps).toBe(CONTENT_LINEAGE_LIMIT + 14);
    expect(long.steps).toHaveLength(CONTENT_LINEAGE_LIMIT);
    expect(long.steps.at(-1)).toMatchObject({ kind: 'egress', current: true });
  });

  it('answers an empty chain for an event without a fingerprint', async () => {
    const event = eventOf({ occurredAt: new Date().toISOString() });
    await kit.agent('events', acme.credential, { events: [event] });
    expect((await lineageOf(event.id)).json()).toEqual({ fingerprint: null, steps: [], totalSteps: 0 });
  });

  it('refuses an activity batch with a bad fingerprint or kind as problem details', async () => {
    const bad = await kit.agent('activities', acme.credential, {
      activities: [{ ...activityOf('abc', 'copied', new Date().toISOString(), 'x'), kind: 'teleported' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });
});
