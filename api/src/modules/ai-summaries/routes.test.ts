import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo, Server as TcpServer } from 'node:net';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { GLOBEX_CANARY_INCIDENT } from '../incidents/incident-canaries';

let t: TestApp;
let admin: string;
let analyst: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());
afterEach(() => {
  for (const name of ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'SMTP_URL', 'MAIL_FROM'])
    Reflect.deleteProperty(process.env, name);
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, token = analyst) =>
  t.call({ method, url, token, tenant: acme, ...(payload && { payload }) });
const setFlag = (name: string, value: boolean) => call('PUT', `/feature-flags/${name}`, { value }, admin);

async function someIncident(query = ''): Promise<{ id: string; created: string; version: number }> {
  return (await call('GET', `/incidents?pageSize=1&${query}`)).json().incidents[0];
}

function listen(server: Server | TcpServer): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('GET /incidents/{ID}/ai-sprinkles', () => {
  it('writes a built-in summary that says so, lists its sources, and keeps it until the incident changes', async () => {
    const incident = await someIncident('status=open');
    const url = `/incidents/${incident.id}/ai-sprinkles?created=${incident.created}`;
    const first = (await call('GET', url)).json().aiSprinkles;
    expect(first.generator).toBe('built-in');
    expect(first.summary).toMatch(/^Built-in summary/);
    expect(first.incidentVersion).toBe(incident.version);
    expect(first.sources.map((source: { label: string }) => source.label)).toEqual(
      expect.arrayContaining(['Severity', 'Policy', 'User', 'Host']),
    );
    // The sources speak the console's vocabulary (issue 33): labels, never stored values.
    const source = (label: string) =>
      (first.sources as { label: string; value: string }[]).find((item) => item.label === label)?.value;
    expect(source('Status')).toBe('Open');
    expect(source('Policy')).toMatch(/\((Not Covered|Allowed|Monitored|Protected|Educate)\)$/);
    expect(source('Destination')).toMatch(/ via [A-Z]/);
    expect(source('Volume')).toMatch(/^\d+(\.\d)? (B|KB|MB|GB)$/);
    expect((await call('GET', url)).json().aiSprinkles.generated).toBe(first.generated);
    await call('PATCH', `/incidents/${incident.id}`, { status: 'in_progress' });
    const after = (await call('GET', url)).json().aiSprinkles;
    expect(after.incidentVersion).toBe(incident.version + 1);
    expect(after.summary).toContain('status In progress');
  });

  it("counts the other incidents of the user and the host as the drawer's Related links do (the grid's count less one)", async () => {
    // The incident of the user seen most often on the first page: one with others to count.
    type Listed = { id: string; created: string; username: string; hostname: string };
    const page: Listed[] = (await call('GET', '/incidents?pageSize=100')).json().incidents;
    const seen = (name: string) => page.filter((item) => item.username === name).length;
    const incident = [...page].sort((a, b) => seen(b.username) - seen(a.username))[0]!;
    const summary: string = (
      await call('GET', `/incidents/${incident.id}/ai-sprinkles?created=${incident.created}`)
    ).json().aiSprinkles.summary;
    const others = async (filter: string) =>
      (await call('GET', `/incidents/count?${filter}`)).json().totalFilteredIncidents - 1;
    const user = await others(`username=${encodeURIComponent(incident.username)}`);
    const host = await others(`hostname=${encodeURIComponent(incident.hostname)}`);
    const phrase = (count: number, relation: string) =>
      count === 0 ? `no other incidents ${relation}` : `${count} other incident${count === 1 ? '' : 's'} ${relation} (`;
    expect(summary).toContain(phrase(user, 'of this user'));
    expect(summary).toContain(phrase(host, 'on this host'));
    expect(summary).toContain('in the 30 days before this one');
  });

  it('asks the configured OpenAI-compatible endpoint, with the key, and records the model', async () => {
    const seen: { auth?: string; body?: { model: string; messages: { content: string }[] } } = {};
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.auth = request.headers.authorization;
        seen.body = JSON.parse(body);
        response.setHeader('content-type', 'application/json');
        const content = JSON.stringify({ summary: 'Model says: risky upload.', recommendations: ['Call the user'] });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    const port = await listen(server);
    process.env.AI_BASE_URL = `http://127.0.0.1:${port}/v1`;
    process.env.AI_MODEL = 'test-model';
    process.env.AI_API_KEY = 'sk-test-key';
    try {
      const incident = await someIncident('severity=low&status=open');
      const body = (await call('GET', `/incidents/${incident.id}/ai-sprinkles`)).json().aiSprinkles;
      expect(body).toMatchObject({ generator: 'ai', model: 'test-model', summary: 'Model says: risky upload.' });
      expect(body.recommendations).toEqual(['Call the user']);
      expect(seen.auth).toBe('Bearer sk-test-key');
      expect(seen.body?.model).toBe('test-model');
      expect(seen.body?.messages[1]?.content).toContain('Severity: Low');
    } finally {
      server.close();
    }
  });

  it('falls back to the built-in summariser when the endpoint fails', async () => {
    process.env.AI_BASE_URL = 'http://127.0.0.1:9/v1';
    process.env.AI_MODEL = 'unreachable';
    const incident = await someIncident('severity=medium');
    const body = (await call('GET', `/incidents/${incident.id}/ai-sprinkles`)).json().aiSprinkles;
    expect(body.generator).toBe('built-in');
  });

  it('answers 404 when USE_AI_SPRINKLES_FOR_INCIDENTS is off for the tenant', async () => {
    const incident = await someIncident();
    await setFlag('USE_AI_SPRINKLES_FOR_INCIDENTS', false);
    const response = await call('GET', `/incidents/${incident.id}/ai-sprinkles`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toContain('USE_AI_SPRINKLES_FOR_INCIDENTS');
    await setFlag('USE_AI_SPRINKLES_FOR_INCIDENTS', true);
  });
});

describe('POST /incidents/{ID}/ai-sprinkles/email', () => {
  it('is off by default (404), then keeps the mail in the outbox without SMTP; audited', async () => {
    const incident = await someIncident();
    const url = `/incidents/${incident.id}/ai-sprinkles/email?created=${incident.created}`;
    expect((await call('POST', url, { to: ['soc@acme.example'] })).statusCode).toBe(404);
    await setFlag('USE_SEND_EMAIL_FOR_AI_SPRINKLES', true);
    expect((await call('POST', url, { to: ['not an address'] })).statusCode).toBe(400);
    const sent = await call('POST', url, { to: ['soc@acme.example'] });
    expect(sent.json()).toMatchObject({ delivery: 'outbox' });
    expect((await call('GET', '/outbox')).statusCode).toBe(403);
    const outbox = (await call('GET', '/outbox', undefined, admin)).json().messages;
    expect(outbox[0]).toMatchObject({ id: sent.json().messageId, to: ['soc@acme.example'] });
    expect(outbox[0].body).toContain('Drawn from:');
    const audit = (await call('GET', '/audit-logs?action=E-mail AI summary', undefined, admin)).json().results;
    expect(audit[0].objectId).toBe(incident.id);
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = createTcpServer((socket) => {
      let data = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued as TEST1\r\n');
            } else received.push(line);
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    const port = await listen(smtp);
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_FROM = 'console@acme.example';
    try {
      await setFlag('USE_SEND_EMAIL_FOR_AI_SPRINKLES', true);
      const incident = await someIncident();
      const sent = await call('POST', `/incidents/${incident.id}/ai-sprinkles/email`, { to: ['soc@acme.example'] });
      expect(sent.json().delivery).toBe('smtp');
      expect(received.join('\n')).toContain('Subject: Incident summary');
    } finally {
      smtp.close();
    }
  });

  it("answers 404 for another tenant's incident, as for a missing one", async () => {
    expect((await setFlag('USE_SEND_EMAIL_FOR_AI_SPRINKLES', true)).statusCode).toBe(200);
    const foreign = await call('POST', `/incidents/${GLOBEX_CANARY_INCIDENT.id}/ai-sprinkles/email`, {
      to: ['a@b.example'],
    });
    const missing = await call('POST', '/incidents/0badc0de-0000-4000-8000-000000000000/ai-sprinkles/email', {
      to: ['a@b.example'],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().detail).toBe('The incident was not found');
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/incidents/${GLOBEX_CANARY_INCIDENT.id}/ai-sprinkles/email`,
          tenant: acme,
          payload: { to: ['a@b.example'] },
        })
      ).statusCode,
    ).toBe(401);
  });
});
