import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { EVIDENCE_DEFAULTS, NO_EVIDENCE } from 'shared-contracts';
import type { EvidenceConfig, EvidenceInfo, EvidencePreview } from 'shared-contracts';
import { withMaintenance, withTenant } from '../../db/tenant-scope';
import { CANARY } from '../../testing/canaries';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { ACME_PROBE_DEVICE_CREDENTIAL } from '../agents/agent-canaries';
import { ACME_PROBE_EVENT, GLOBEX_CANARY_EVENT } from '../egress-events/egress-event-canaries';
import { storeEvidence } from './store-evidence';

let t: TestApp;
let dataDir: string;
let admin: string;
let analyst: string;
let multi: string;
/** A demo event of Acme that gets evidence in the retention tests. */
let other: { id: string; created: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'evidence-routes-'));
  t = await createTestApp({ dataDir });
  [admin, analyst, multi] = await Promise.all([
    t.tokenFor('admin@acme.example'),
    t.tokenFor('analyst@acme.example'),
    t.tokenFor('multi@globex.example'),
  ]);
  const [row] = (
    await t.call({ method: 'GET', url: '/egress-events?pageSize=1', token: analyst, tenant: 'acme-corp' })
  ).json<{ events: { id: string; created: string }[] }>().events;
  other = row!;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'PUT', url: string, token = analyst, payload?: object, tenant = 'acme-corp') =>
  t.call({ method, url, token, tenant, ...(payload && { payload }) });
const infoOf = (eventId: string, token = analyst) => call('GET', `/evidence/info?eventId=${eventId}`, token);
const download = (eventId: string, token = analyst) => call('GET', `/evidence/download?eventId=${eventId}`, token);
const PROBE_BYTES = Buffer.from('line,data_type,match\r\n12,Credit card number,4242 4242 4242 4242\r\n');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const auditOf = async (action: string) =>
  (await call('GET', `/audit-logs?action=${encodeURIComponent(action)}`, admin)).json<{
    results: { page: string; action: string; outcome: string; objectId: string; user: string; description: string }[];
  }>().results;
/** Moves an object's `stored` back, as if it had been stored that many days ago. */
const storedDaysAgo = (eventId: string, days: number) =>
  withMaintenance(t.database, (tx) =>
    tx.execute(sql`UPDATE evidence_objects SET stored = now() - make_interval(days => ${days}::int)
      WHERE tenant_id = 'acme-corp' AND event_id = ${eventId}::uuid`),
  );

async function uploadProbeEvidence() {
  const response = await t.call({
    method: 'POST',
    url: '/agents/v1/evidence',
    token: ACME_PROBE_DEVICE_CREDENTIAL,
    payload: {
      eventId: ACME_PROBE_EVENT.id,
      fileName: 'cards "Q1" – €.csv',
      contentType: 'text/csv',
      content: PROBE_BYTES.toString('base64'),
    },
  });
  expect(response.statusCode).toBe(201);
}

describe('GET and PUT /evidence/config', () => {
  it('answers the defaults to any member until a Tenant Admin changes them', async () => {
    const response = await call('GET', '/evidence/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...EVIDENCE_DEFAULTS, updated: null, updatedBy: null });
  });

  it('refuses an analyst (403) and bad bodies (400 naming the field), changing nothing', async () => {
    const valid = { keepEvidence: true, retentionDays: 90, redactSnippets: true };
    const refused = await call('PUT', '/evidence/config', analyst, valid);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    for (const [body, field] of [
      [{ ...valid, retentionDays: 0 }, 'retentionDays'],
      [{ ...valid, retentionDays: 3651 }, 'retentionDays'],
      // The retention setting's bounds (30 to 730 days): evidence's retention is its evidence days.
      [{ ...valid, retentionDays: 29 }, 'retentionDays'],
      [{ ...valid, retentionDays: 731 }, 'retentionDays'],
      [{ ...valid, retentionDays: 1.5 }, 'retentionDays'],
      [{ ...valid, keepEvidence: 'yes' }, 'keepEvidence'],
      [{ keepEvidence: true, retentionDays: 30 }, 'redactSnippets'],
      [{ ...valid, updatedBy: 'me' }, 'updatedBy'],
    ] as const) {
      const response = await call('PUT', '/evidence/config', admin, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(field);
    }
    expect((await call('GET', '/evidence/config')).json()).toMatchObject({ retentionDays: 180, updated: null });
  });

  it('lets a Tenant Admin set them (audited), for their tenant only', async () => {
    const response = await call('PUT', '/evidence/config', admin, {
      keepEvidence: true,
      retentionDays: 90,
      redactSnippets: false,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<EvidenceConfig>();
    expect(saved).toMatchObject({
      keepEvidence: true,
      retentionDays: 90,
      redactSnippets: false,
      updatedBy: 'Avery Chen',
    });
    expect(Date.parse(saved.updated!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call('GET', '/evidence/config')).json()).toEqual(saved);
    expect((await auditOf('Update'))[0]).toMatchObject({
      page: 'Data Egress',
      outcome: 'Success',
      objectId: 'evidence-settings',
      user: 'Avery Chen',
      description: 'Evidence settings: retention 180 → 90 days; redact snippets off',
    });
    // Globex keeps its own (the canary's), and Acme's answer never shows them.
    const globex = (await call('GET', '/evidence/config', multi, undefined, 'globex')).json<EvidenceConfig>();
    expect(globex).toMatchObject({ keepEvidence: false, retentionDays: 33 });
    // One setting: the retention's evidence days are what was set here.
    expect((await call('GET', '/retention')).json()).toMatchObject({ eventsDays: 180, evidenceDays: 90 });
    expect(JSON.stringify(saved)).not.toContain(CANARY);
  });
});

describe('GET /evidence/info and /evidence/download', () => {
  it('says an event has no evidence until its agent uploads some, then what it is and until when it is kept', async () => {
    expect((await infoOf(ACME_PROBE_EVENT.id)).json()).toEqual(NO_EVIDENCE);
    expect((await download(ACME_PROBE_EVENT.id)).statusCode).toBe(404);
    await uploadProbeEvidence();
    const response = await call(
      'GET',
      `/evidence/info?eventId=${ACME_PROBE_EVENT.id}&created=${ACME_PROBE_EVENT.created}`,
    );
    expect(response.statusCode).toBe(200);
    const info = response.json<EvidenceInfo>();
    expect(info).toMatchObject({
      exists: true,
      fileName: 'cards "Q1" – €.csv',
      contentType: 'text/csv',
      size: PROBE_BYTES.length,
      sha256: sha256(PROBE_BYTES),
      expired: false,
      downloadable: true,
    });
    // Retention is the tenant's, set to 90 days above.
    expect(Date.parse(info.expires!) - Date.parse(info.stored!)).toBe(90 * 24 * 3600 * 1000);
    expect(await readdir(join(dataDir, 'evidence', 'acme-corp'))).toEqual([`${ACME_PROBE_EVENT.id}.${info.sha256}`]);
  });

  it('streams the bytes as an attachment with their digest, never cached, and audits who downloaded them', async () => {
    const response = await download(ACME_PROBE_EVENT.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PROBE_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="cards _Q1_ _ _.csv"; filename*=UTF-8''cards%20%22Q1%22%20%E2%80%93%20%E2%82%AC.csv`,
    );
    expect(response.headers['repr-digest']).toBe(
      `sha-256=:${createHash('sha256').update(PROBE_BYTES).digest('base64')}:`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [entry] = await auditOf('Download evidence');
    expect(entry).toMatchObject({
      page: 'Data Egress',
      outcome: 'Success',
      objectId: ACME_PROBE_EVENT.id,
      user: 'Sam Patel',
      description: `Downloaded the evidence cards "Q1" – €.csv (${PROBE_BYTES.length} bytes, sha256 ${sha256(PROBE_BYTES)})`,
    });
  });

  it('refuses a download past the retention period with 410 (audited as refused), and the purge then removes it', async () => {
    const bytes = Buffer.from('old evidence');
    await withTenant(t.database, 'acme-corp', (tx) =>
      storeEvidence(tx, t.app.evidence.store, 'acme-corp', {
        eventId: other.id,
        fileName: 'old.txt',
        contentType: 'text/plain',
        bytes,
      }),
    );
    await storedDaysAgo(other.id, 89);
    expect((await infoOf(other.id)).json()).toMatchObject({ exists: true, expired: false, downloadable: true });
    await storedDaysAgo(other.id, 91);
    expect((await infoOf(other.id)).json()).toMatchObject({ exists: true, expired: true, downloadable: false });
    const refused = await download(other.id);
    expect(refused.statusCode).toBe(410);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ status: 410, detail: expect.stringContaining('past its retention period') });
    expect((await auditOf('Download evidence'))[0]).toMatchObject({
      outcome: 'Failure',
      objectId: other.id,
      description: expect.stringContaining('Refused: the evidence old.txt was past its retention period'),
    });

    // A longer retention brings it back; the purge judges by the retention in force.
    await call('PUT', '/evidence/config', admin, { keepEvidence: true, retentionDays: 365, redactSnippets: true });
    expect((await download(other.id)).statusCode).toBe(200);
    expect(await t.app.evidence.purger.purge()).toBe(0);
    await storedDaysAgo(other.id, 400);
    // Globex's canary object (33 days' retention, stored when the test data was made) is not due yet either.
    expect(await t.app.evidence.purger.purge()).toBe(1);
    expect((await infoOf(other.id)).json()).toMatchObject({ exists: false });
    const files = await readdir(join(dataDir, 'evidence', 'acme-corp'));
    expect(files.some((file) => file.startsWith(other.id))).toBe(false);
    expect((await infoOf(ACME_PROBE_EVENT.id)).json()).toMatchObject({ exists: true });
  });

  it("answers 404 for another tenant's event, an unknown one or another created; 400 for a bad id", async () => {
    for (const url of [
      `/evidence/info?eventId=${GLOBEX_CANARY_EVENT.id}`,
      `/evidence/download?eventId=${GLOBEX_CANARY_EVENT.id}&created=${GLOBEX_CANARY_EVENT.created}`,
      '/evidence/info?eventId=0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d',
      `/evidence/download?eventId=${ACME_PROBE_EVENT.id}&created=2026-01-03T04:05:06.000Z`,
    ]) {
      const response = await call('GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).not.toContain(CANARY);
    }
    for (const url of [
      '/evidence/info?eventId=nope',
      '/evidence/info',
      '/evidence/download?eventId=x&created=yesterday',
    ])
      expect((await call('GET', url)).statusCode).toBe(400);
    // Globex's own user sees its evidence.
    const globex = await call('GET', `/evidence/info?eventId=${GLOBEX_CANARY_EVENT.id}`, multi, undefined, 'globex');
    expect(globex.json()).toMatchObject({ exists: true, fileName: `${CANARY}.csv` });
  });
});

describe('snippet redaction in GET /egress-events/{id}', () => {
  const CARD = '4242 4242 4242 4242';
  const eventOf = async () =>
    (await call('GET', `/egress-events/${ACME_PROBE_EVENT.id}`)).json<{
      extendEgressEvent: { matches: { snippets: string[] }[]; details: Record<string, unknown> };
    }>().extendEgressEvent;

  beforeAll(() =>
    withMaintenance(t.database, (tx) =>
      tx.execute(
        sql`UPDATE egress_events SET details = details || ${JSON.stringify({
          matches: [{ dataType: 'Credit card number', count: 1, snippets: [CARD] }],
        })}::jsonb WHERE tenant_id = 'acme-corp' AND id = ${ACME_PROBE_EVENT.id}::uuid`,
      ),
    ),
  );

  it('masks the snippets while redaction is on, and shows them once a Tenant Admin turns it off', async () => {
    const settings = { keepEvidence: true, retentionDays: 365 };
    await call('PUT', '/evidence/config', admin, { ...settings, redactSnippets: true });
    const masked = await eventOf();
    expect(masked.matches[0]!.snippets).toEqual(['•••• •••• •••• 4242']);
    expect(JSON.stringify(masked)).not.toContain(CARD);
    await call('PUT', '/evidence/config', admin, { ...settings, redactSnippets: false });
    expect((await eventOf()).matches[0]!.snippets).toEqual([CARD]);
  });
});

describe('GET /evidence/preview', () => {
  const CARD = '4242 4242 4242 4242';
  const preview = (query: string, token = analyst, tenant = 'acme-corp') =>
    t.call({ method: 'GET', url: `/evidence/preview?${query}`, token, tenant });
  const settings = { keepEvidence: true, retentionDays: 365 };

  beforeAll(() =>
    withMaintenance(t.database, (tx) =>
      tx.execute(
        sql`UPDATE egress_events SET details = details || ${JSON.stringify({
          matches: [{ dataType: 'Credit card number', count: 1, snippets: [CARD] }],
        })}::jsonb WHERE tenant_id = 'acme-corp' AND id = ${ACME_PROBE_EVENT.id}::uuid`,
      ),
    ),
  );

  it('shows the text with its matches marked and masked while redaction is on (audited), unmasked once off', async () => {
    await call('PUT', '/evidence/config', admin, { ...settings, redactSnippets: true });
    const response = await preview(`eventId=${ACME_PROBE_EVENT.id}&created=${ACME_PROBE_EVENT.created}`);
    expect(response.statusCode).toBe(200);
    const masked = response.json<EvidencePreview>();
    expect(masked).toEqual({
      fileName: 'cards "Q1" – €.csv',
      contentType: 'text/csv',
      previewable: true,
      redacted: true,
      truncated: false,
      matches: 1,
      segments: [
        { text: 'line,data_type,match\r\n12,Credit card number,', match: null },
        { text: '•••• •••• •••• 4242', match: 'Credit card number' },
        { text: '\r\n', match: null },
      ],
    });
    expect(response.body).not.toContain(CARD);
    expect((await auditOf('Preview evidence'))[0]).toMatchObject({
      page: 'Data Egress',
      outcome: 'Success',
      objectId: ACME_PROBE_EVENT.id,
      user: 'Sam Patel',
      description: 'Previewed the evidence cards "Q1" – €.csv, its matches masked',
    });

    await call('PUT', '/evidence/config', admin, { ...settings, redactSnippets: false });
    const shown = (await preview(`eventId=${ACME_PROBE_EVENT.id}`)).json<EvidencePreview>();
    expect(shown).toMatchObject({ redacted: false, matches: 1 });
    expect(shown.segments[1]).toEqual({ text: CARD, match: 'Credit card number' });
    await call('PUT', '/evidence/config', admin, { ...settings, redactSnippets: true });
  });

  it("answers 404 for another tenant's evidence, an unknown event or one without evidence; 400 for a bad id", async () => {
    for (const query of [
      `eventId=${GLOBEX_CANARY_EVENT.id}`,
      `eventId=${GLOBEX_CANARY_EVENT.id}&created=${GLOBEX_CANARY_EVENT.created}`,
      'eventId=0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d',
      `eventId=${ACME_PROBE_EVENT.id}&created=2026-01-03T04:05:06.000Z`,
      `eventId=${other.id}`,
    ]) {
      const response = await preview(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 404 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).not.toContain(CANARY);
    }
    expect((await preview('eventId=nope')).statusCode).toBe(400);
    expect((await preview('')).statusCode).toBe(400);
  });

  it('has no preview for a file that is not text, and answers 410 once past the retention period', async () => {
    await withTenant(t.database, 'acme-corp', (tx) =>
      storeEvidence(tx, t.app.evidence.store, 'acme-corp', {
        eventId: other.id,
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from(`%PDF-1.7 ${CARD}`),
      }),
    );
    const response = await preview(`eventId=${other.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
      previewable: false,
      redacted: true,
      truncated: false,
      matches: 0,
      segments: [],
    });
    await storedDaysAgo(other.id, 400);
    const expired = await preview(`eventId=${other.id}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ status: 410, detail: expect.stringContaining('past its retention period') });
  });
});
