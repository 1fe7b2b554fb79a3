import { randomUUID } from 'node:crypto';
import type { AgentEnrolResult, AgentEvent, AgentHeartbeat, CreatedEnrolmentToken } from 'shared-contracts';
import { AGENTS_API_PREFIX } from 'shared-contracts';
import type { AppConfig } from '../config';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/** The agents tests' app, with a clock the test moves (the rate limit's), and calls as an agent or an admin. */
export interface AgentTestKit {
  t: TestApp;
  /** Session of Acme's Tenant Admin, and of Globex's (multi@globex.example). */
  acmeAdmin: string;
  globexAdmin: string;
  /** Moves the rate limit's clock on. */
  advance(ms: number): void;
  /** An enrolment token of the tenant, created through the console route by `admin`. */
  createToken(admin: string, tenant: string, name?: string): Promise<CreatedEnrolmentToken>;
  /** POST /agents/v1/<path> with a bearer credential. */
  agent(path: string, credential: string | undefined, payload: object): ReturnType<TestApp['call']>;
  /** Enrols a device with the secret of an enrolment token (201 expected). */
  enrol(secret: string, hostname: string): Promise<AgentEnrolResult>;
}

/** A heartbeat of a device with the given current state. */
export function heartbeatOf(hostname: string, current: { agent: boolean; extension: boolean }): AgentHeartbeat {
  return {
    hostname,
    operatingSystem: 'macOS',
    osVersion: 'macOS 15.3',
    cpuArchitecture: 'arm64',
    agentVersion: '4.13.0',
    extensionVersion: '2.9.1',
    lastActiveUser: 'ana.lee',
    agentDisabled: current.agent,
    chromeExtensionDisabled: current.extension,
  };
}

/** An egress event as an agent reports it (a fresh id unless one is given). */
export function eventOf(overrides: Partial<AgentEvent> = {}): AgentEvent {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    username: 'ana.lee',
    source: 'Google Chrome',
    destination: 'chat.openai.com',
    destinationType: 'AI service',
    egressChannel: 'Paste into AI prompt',
    dataTypes: ['Source code'],
    contentCategory: 'Engineering',
    dataVolume: 2048,
    totalHitCount: 3,
    process: 'chrome',
    ...overrides,
  };
}

/** Boots the app on a copy of the test data with a fake rate-limit clock (tests only). */
export async function createAgentTestKit(config: Partial<AppConfig> = {}): Promise<AgentTestKit> {
  let now = 1_000_000;
  const t = await createTestApp(config, { agentClock: () => now });
  const [acmeAdmin, globexAdmin] = await Promise.all([
    t.tokenFor('admin@acme.example'),
    t.tokenFor('multi@globex.example'),
  ]);
  const agent: AgentTestKit['agent'] = (path, credential, payload) =>
    t.call({ method: 'POST', url: `${AGENTS_API_PREFIX}/${path}`, payload, ...(credential && { token: credential }) });
  return {
    t,
    acmeAdmin: acmeAdmin!,
    globexAdmin: globexAdmin!,
    agent,
    advance: (ms) => {
      now += ms;
    },
    async createToken(admin, tenant, name = 'Laptops') {
      const response = await t.call({
        method: 'POST',
        url: '/devices/enrolment-tokens',
        token: admin,
        tenant,
        payload: { name },
      });
      if (response.statusCode !== 200) throw new Error(`token: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    async enrol(secret, hostname) {
      const {
        agentDisabled: _a,
        chromeExtensionDisabled: _e,
        ...facts
      } = heartbeatOf(hostname, {
        agent: false,
        extension: false,
      });
      const response = await agent('enrol', secret, facts);
      if (response.statusCode !== 201) throw new Error(`enrol: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
}
