import { sql } from 'drizzle-orm';
import { EDUCATION_REPEAT_DAYS, emptyPolicyDefinition } from 'shared-contracts';
import type { Policy, PolicyEducationEffect, PolicyWrite, Verdict } from 'shared-contracts';
import { addEventPartitions } from '../../db/event-partitions';
import { withMaintenance } from '../../db/tenant-scope';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { GLOBEX_CANARY_POLICY } from './policy-canaries';

// The educate figures checked against a count done by hand (issue 30: "the educate figures are checked against a
// count done by hand"): a policy's events, written out below with who they are, and the figures read off them.

let t: TestApp;
let admin: string;
let analyst: string;
const acme = 'acme-corp';
const AS_OF = new Date('2026-06-01T00:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({}, { policyClock: () => AS_OF });
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());

interface SeedEvent {
  user: string;
  at: string;
  verdict: Verdict;
  /** Another policy's event (the educate policy's figures ignore it). */
  other?: true;
  tenant?: string;
}

// AS_OF is 1 June; 30 days before it is 2 May: users whose cohort starts after that are not counted yet.
const EVENTS: SeedEvent[] = [
  // alice: educated 1 Mar, matched again 20 Mar: educated, repeated.
  { user: 'alice', at: '2026-03-01T10:00:00Z', verdict: 'educate' },
  { user: 'alice', at: '2026-03-20T10:00:00Z', verdict: 'educate' },
  // bob: educated 1 Mar, next match 15 Apr (45 days on): educated, not repeated.
  { user: 'bob', at: '2026-03-01T10:00:00Z', verdict: 'educate' },
  { user: 'bob', at: '2026-04-15T10:00:00Z', verdict: 'educate' },
  // carol: monitored 1 Feb and 10 Feb (baseline, repeated), educated 5 Mar and never again (educated, not repeated).
  { user: 'carol', at: '2026-02-01T10:00:00Z', verdict: 'CHALLENGE' },
  { user: 'carol', at: '2026-02-10T10:00:00Z', verdict: 'CHALLENGE' },
  { user: 'carol', at: '2026-03-05T10:00:00Z', verdict: 'educate' },
  // dave: monitored once: baseline, not repeated.
  { user: 'dave', at: '2026-02-01T10:00:00Z', verdict: 'CHALLENGE' },
  // erin: blocked 1 Mar and again exactly 30 days later: baseline, repeated (the horizon's last instant counts).
  { user: 'erin', at: '2026-03-01T10:00:00Z', verdict: 'BLOCK' },
  { user: 'erin', at: '2026-03-31T10:00:00Z', verdict: 'BLOCK' },
  // frank: educated 20 May, under 30 days before AS_OF: not counted yet.
  { user: 'frank', at: '2026-05-20T10:00:00Z', verdict: 'educate' },
  // gina: educated 1 Mar; the next day ANOTHER policy matched her: educated, not repeated.
  { user: 'gina', at: '2026-03-01T10:00:00Z', verdict: 'educate' },
  { user: 'gina', at: '2026-03-02T10:00:00Z', verdict: 'BLOCK', other: true },
  // hank: monitored at 09:00, educated at 10:00 the same day, nothing after: baseline repeated (the educate match
  // is his repeat), educated not repeated.
  { user: 'hank', at: '2026-03-01T09:00:00Z', verdict: 'CHALLENGE' },
  { user: 'hank', at: '2026-03-01T10:00:00Z', verdict: 'educate' },
  // ivan: educated after AS_OF: not counted; and the educate policy's id in Globex: never Acme's.
  { user: 'ivan', at: '2026-06-10T10:00:00Z', verdict: 'educate' },
  { user: 'alice', at: '2026-03-02T10:00:00Z', verdict: 'educate', tenant: 'globex' },
  { user: 'bob', at: '2026-03-02T10:00:00Z', verdict: 'educate', tenant: 'globex' },
];

/** Read off the list above by hand. */
const BY_HAND = {
  educated: { users: 5, repeated: 1 }, // alice*, bob, carol, gina, hank
  baseline: { users: 4, repeated: 3 }, // carol*, dave, erin*, hank*
};

/** The same figures recounted from the list by the definition, in plain code, as a second reading. */
function recount(events: readonly SeedEvent[]) {
  const day = 86_400_000;
  const mine = events.filter((e) => !e.other && !e.tenant && Date.parse(e.at) <= AS_OF.getTime());
  const cut = AS_OF.getTime() - EDUCATION_REPEAT_DAYS * day;
  const figures = { educated: { users: 0, repeated: 0 }, baseline: { users: 0, repeated: 0 } };
  for (const user of new Set(mine.map((e) => e.user))) {
    const times = mine
      .filter((e) => e.user === user)
      .map((e) => ({ t: Date.parse(e.at), educate: e.verdict === 'educate' }));
    const educated = Math.min(...times.filter((e) => e.educate).map((e) => e.t));
    const other = Math.min(...times.filter((e) => !e.educate).map((e) => e.t));
    const count = (cohort: { users: number; repeated: number }, start: number) => {
      if (start > cut) return;
      cohort.users += 1;
      if (times.some((e) => e.t > start && e.t <= start + EDUCATION_REPEAT_DAYS * day)) cohort.repeated += 1;
    };
    if (Number.isFinite(educated)) count(figures.educated, educated);
    if (Number.isFinite(other) && other < educated) count(figures.baseline, other);
  }
  return figures;
}

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, token = admin, tenant = acme) =>
  t.call({ method, url, token, tenant, ...(payload && { payload }) });

async function create(name: string, verdict: Verdict): Promise<Policy> {
  const definition = emptyPolicyDefinition();
  definition.conditions.egressChannels = ['File upload'];
  if (verdict === 'educate') definition.educateMessage = 'Company files belong in the company drive.';
  const policy: PolicyWrite = { name, verdict, definition };
  const response = await call('POST', '/policies', { policy });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().policy as Policy;
}

async function seed(educating: Policy, other: Policy): Promise<void> {
  await withMaintenance(t.database, async (tx) => {
    await addEventPartitions(tx, new Date('2026-01-01T00:00:00Z'), new Date('2026-07-01T00:00:00Z'));
    for (const [index, event] of EVENTS.entries()) {
      const policy = event.other ? other : educating;
      await tx.execute(sql`INSERT INTO egress_events (tenant_id, id, created, hostname, username, source, destination,
          destination_type, egress_channel, content_category, policy_id, policy_name, policy_verdict)
        VALUES (${event.tenant ?? acme}, gen_random_uuid(), ${event.at}::timestamptz, ${`host-${index}`}, ${event.user},
          'Chrome', 'drive.example', 'Cloud storage', 'File upload', 'General business', ${policy.policyId}::uuid,
          ${policy.name}, ${event.verdict})`);
    }
  });
}

describe('GET /policies/{id}/education-effect', () => {
  let educating: Policy;
  let blocking: Policy;

  beforeAll(async () => {
    educating = await create('Educate on uploads (hand count)', 'educate');
    blocking = await create('Block uploads (hand count)', 'BLOCK');
    await seed(educating, blocking);
  });

  it('answers the figures counted by hand, for an analyst too', async () => {
    expect(recount(EVENTS)).toEqual(BY_HAND);
    const response = await call('GET', `/policies/${educating.policyId}/education-effect`, undefined, analyst);
    expect(response.statusCode).toBe(200);
    expect(response.json().educationEffect).toEqual({
      policyId: educating.policyId,
      policyName: 'Educate on uploads (hand count)',
      verdict: 'educate',
      repeatDays: 30,
      asOf: AS_OF.toISOString(),
      ...BY_HAND,
    } satisfies PolicyEducationEffect);
  });

  it('lists on the dashboard the policies that educate, with the same figures, not the others', async () => {
    const response = await call('GET', '/dashboard/education-effect', undefined, analyst);
    expect(response.statusCode).toBe(200);
    const policies = response.json().policies as PolicyEducationEffect[];
    expect(policies.find((p) => p.policyId === educating.policyId)).toMatchObject(BY_HAND);
    expect(policies.map((p) => p.policyId)).not.toContain(blocking.policyId);
    expect(policies.every((p) => p.verdict === 'educate')).toBe(true);
    const names = policies.map((p) => p.policyName);
    expect(names).toEqual([...names].sort());
  });

  it('answers zeros for a policy that never educated, and 404 for another tenant’s or an unknown policy', async () => {
    const blocked = (await call('GET', `/policies/${blocking.policyId}/education-effect`)).json().educationEffect;
    expect(blocked).toMatchObject({ educated: { users: 0, repeated: 0 }, baseline: { users: 1, repeated: 0 } });
    const foreign = await call('GET', `/policies/${GLOBEX_CANARY_POLICY}/education-effect`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toMatch(/canary|globex/i);
    expect((await call('GET', '/policies/00000000-0000-4000-8000-000000000000/education-effect')).statusCode).toBe(404);
    expect((await call('GET', '/policies/not-a-uuid/education-effect')).statusCode).toBe(400);
  });
});
