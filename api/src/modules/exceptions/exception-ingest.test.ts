import { sql } from 'drizzle-orm';
import type { AgentEnrolResult } from 'shared-contracts';
import { withMaintenance } from '../../db/tenant-scope';
import { createAgentTestKit, eventOf } from '../../testing/agent-test-kit';
import type { AgentTestKit } from '../../testing/agent-test-kit';
import { uncheckedRows } from '../../testing/query-rows';

const DAY = 24 * 3600 * 1000;

let kit: AgentTestKit;
let acme: AgentEnrolResult;
let root: string;
beforeAll(async () => {
  kit = await createAgentTestKit();
  acme = await kit.enrol((await kit.createToken(kit.acmeAdmin, 'acme-corp')).secret, 'exceptions-host');
  root = await kit.t.tokenFor('root@platform.example');
});
afterAll(async () => {
  jest.useRealTimers();
  await kit.t.close();
});
beforeEach(() => kit.advance(60_000));

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  kit.t.call({ method, url, token, tenant: 'acme-corp', ...(payload && { payload }) });

/** An active exception for one user's prompts to AI services: requested by the Acme admin, approved by root. */
async function activeException(username: string, expiresInDays = 30): Promise<string> {
  const scope = { username, egressChannel: 'Paste into AI prompt' };
  const requested = await call('POST', '/policy-exceptions', kit.acmeAdmin, { scope, reason: 'Pilot', expiresInDays });
  expect(requested.statusCode).toBe(200);
  const approved = await call('POST', `/policy-exceptions/${requested.json().id}/approve`, root);
  expect(approved.json().state).toBe('active');
  return requested.json().id;
}

/** Sends one event of the user (now, by the clock) and answers its verdict and stored details. */
async function send(username: string) {
  const event = eventOf({ username });
  const response = await kit.agent('events', acme.credential, { events: [event] });
  expect(response.statusCode).toBe(200);
  const [row] = await withMaintenance(kit.t.database, (tx) =>
    uncheckedRows<{ policy_verdict: string; policy_name: string; details: { exception?: object } }>(
      tx,
      sql`SELECT policy_verdict, policy_name, details FROM egress_events WHERE id = ${event.id}::uuid`,
    ),
  );
  return { verdict: response.json().results[0].verdict as string, row: row! };
}

describe('exceptions in the policy engine', () => {
  it('exempts matching events at ingest (Allowed, the exception recorded) until revoked: the next event is decided', async () => {
    expect((await send('kai.exempt')).verdict).toBe('BLOCK');
    const id = await activeException('kai.exempt');
    const exempted = await send('kai.exempt');
    expect(exempted.verdict).toBe('ALLOW');
    expect(exempted.row).toMatchObject({
      policy_verdict: 'ALLOW',
      policy_name: '',
      details: {
        exception: { exceptionId: id, policyName: 'Block source code to unsanctioned AI', verdict: 'BLOCK' },
      },
    });
    // Another user is not covered.
    expect((await send('someone.else')).verdict).toBe('BLOCK');
    expect((await call('POST', `/policy-exceptions/${id}/revoke`, kit.acmeAdmin)).json().state).toBe('revoked');
    expect((await send('kai.exempt')).verdict).toBe('BLOCK');
  });

  it('stops applying at its expiry by itself, with the clock moved (no job)', async () => {
    const id = await activeException('lee.expiring', 10);
    expect((await send('lee.expiring')).verdict).toBe('ALLOW');
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
      ],
    });
    jest.setSystemTime(Date.now() + 10 * DAY - 60_000);
    expect((await send('lee.expiring')).verdict).toBe('ALLOW');
    jest.setSystemTime(Date.now() + 2 * 60_000);
    expect((await send('lee.expiring')).verdict).toBe('BLOCK');
    jest.useRealTimers();
    expect((await call('GET', `/policy-exceptions/${id}`, kit.acmeAdmin)).json().state).toBe('active');
  });

  it('backtests each pending or active exception: the decided events it would exempt and those it exempted', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send('mo.backtest')).verdict).toBe('BLOCK');
    const requested = await call('POST', '/policy-exceptions', kit.acmeAdmin, {
      scope: { username: 'mo.backtest' },
      reason: 'What would it change?',
    });
    const id = requested.json().id;
    const before = (await call('GET', '/policy-exceptions/backtest?days=1', kit.acmeAdmin)).json();
    expect(before.exceptions.find((row: { id: string }) => row.id === id)).toEqual({
      id,
      state: 'pending',
      wouldExempt: 3,
      exempted: 0,
    });
    await call('POST', `/policy-exceptions/${id}/approve`, root);
    expect((await send('mo.backtest')).verdict).toBe('ALLOW');
    const after = (await call('GET', '/policy-exceptions/backtest?days=1', kit.acmeAdmin)).json();
    expect(after.exceptions.find((row: { id: string }) => row.id === id)).toEqual({
      id,
      state: 'active',
      wouldExempt: 3,
      exempted: 1,
    });
  });
});
