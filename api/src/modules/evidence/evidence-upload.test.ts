import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVIDENCE_MAX_BYTES } from 'shared-contracts';
import type { AgentEvidenceUploadResult } from 'shared-contracts';
import { CANARY } from '../../testing/canaries';
import { createAgentTestKit, eventOf } from '../../testing/agent-test-kit';
import type { AgentTestKit } from '../../testing/agent-test-kit';
import { ACME_PROBE_EVENT, GLOBEX_CANARY_EVENT } from '../egress-events/egress-event-canaries';

let kit: AgentTestKit;
let dataDir: string;
let credential: string;
let eventId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'evidence-upload-'));
  kit = await createAgentTestKit({ dataDir, agentBurst: 1_000 });
  const token = await kit.createToken(kit.acmeAdmin, 'acme-corp');
  credential = (await kit.enrol(token.secret, 'evidence-laptop')).credential;
  const event = eventOf({ fileName: 'customers.csv' });
  expect((await kit.agent('events', credential, { events: [event] })).statusCode).toBe(200);
  eventId = event.id;
});
afterAll(async () => {
  await kit.t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (bytes: Buffer, overrides: Record<string, unknown> = {}, as = credential) =>
  kit.agent('evidence', as, {
    eventId,
    fileName: 'customers.csv',
    contentType: 'text/csv',
    content: bytes.toString('base64'),
    ...overrides,
  });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const filesOf = async () => readdir(join(dataDir, 'evidence', 'acme-corp')).catch(() => [] as string[]);
const setKeepEvidence = async (keepEvidence: boolean) => {
  const response = await kit.t.call({
    method: 'PUT',
    url: '/evidence/config',
    token: kit.acmeAdmin,
    tenant: 'acme-corp',
    payload: { keepEvidence, retentionDays: 30, redactSnippets: true },
  });
  expect(response.statusCode).toBe(200);
};

describe('POST /agents/v1/evidence', () => {
  const bytes = Buffer.from('name,email\r\nAna Lee,ana@example.com\r\n');

  it('refuses to store anything while the tenant keeps no evidence (409)', async () => {
    await setKeepEvidence(false);
    const refused = await upload(bytes);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().detail).toMatch(/keeps no evidence/);
    expect(await filesOf()).toEqual([]);
    await setKeepEvidence(true);
  });

  it("stores one event's evidence (201), answers the same bytes again as unchanged (200) and refuses others (409)", async () => {
    const first = await upload(bytes, { sha256: sha256(bytes).toUpperCase() });
    expect(first.statusCode).toBe(201);
    const stored = first.json<AgentEvidenceUploadResult>();
    expect(stored).toMatchObject({ eventId, status: 'stored', size: bytes.length, sha256: sha256(bytes) });
    const again = await upload(bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...stored, status: 'unchanged' });
    const other = await upload(Buffer.from('something else'));
    expect(other.statusCode).toBe(409);
    expect(await filesOf()).toEqual([`${eventId}.${sha256(bytes)}`]);
    const info = await kit.t.call({
      method: 'GET',
      url: `/evidence/info?eventId=${eventId}`,
      token: kit.acmeAdmin,
      tenant: 'acme-corp',
    });
    expect(info.json()).toMatchObject({ exists: true, sha256: sha256(bytes), stored: stored.stored });
  });

  it('answers 404 for an event of another device or tenant, or none, and stores nothing', async () => {
    for (const id of [ACME_PROBE_EVENT.id, GLOBEX_CANARY_EVENT.id, '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d']) {
      const response = await upload(Buffer.from('x'), { eventId: id });
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
      expect(response.body).not.toContain(CANARY);
    }
    expect(await filesOf()).toHaveLength(1);
  });

  it('refuses bad input with 400, a file too large with 413, and a console session with 401', async () => {
    const bad: Record<string, unknown>[] = [
      { sha256: 'ab'.repeat(32) },
      { content: 'not base64!' },
      { content: 'abc' },
      { fileName: '../../etc/passwd' },
      { fileName: 'a\\b' },
      { fileName: '..' },
      { fileName: 'tab\there' },
      { fileName: '' },
      { contentType: 'text' },
      { eventId: 'nope' },
      { extra: true },
    ];
    for (const overrides of bad) {
      const response = await upload(Buffer.from('y'), overrides);
      expect({ overrides, status: response.statusCode }).toEqual({ overrides, status: 400 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const tooLarge = await upload(Buffer.alloc(EVIDENCE_MAX_BYTES + 1, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toContain(`at most ${EVIDENCE_MAX_BYTES} bytes`);
    const overBody = await upload(Buffer.alloc(EVIDENCE_MAX_BYTES + 10_000, 1));
    expect(overBody.statusCode).toBe(413);
    expect(overBody.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await upload(Buffer.from('z'), {}, kit.acmeAdmin)).statusCode).toBe(401);
    expect(await filesOf()).toHaveLength(1);
  });
});
