// The agent simulator: `npm run agents -- --devices 200 --rate 50` (see README). Enrols simulated endpoints through
// the real agents API, heartbeats them (honouring the desired state) and streams egress events; Ctrl-C stops it.
import { parseArgs } from 'node:util';
import { createAgentsClient } from '../src/agents-simulator/agents-client';
import { AgentSimulator } from '../src/agents-simulator/agent-simulator';
import { createEnrolmentTokenAsAdmin } from '../src/agents-simulator/enrolment-token-source';
import { LOCAL_PROJECT_ID_DEFAULT } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/demo/catalog-org';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.AGENTS_API_URL ?? 'http://localhost:8081' },
    token: { type: 'string', default: process.env.AGENT_ENROLMENT_TOKEN ?? '' },
    tenant: { type: 'string', default: 'acme-corp' },
    login: { type: 'string', default: 'admin@acme.example' },
    password: { type: 'string', default: DEMO_PASSWORD },
    devices: { type: 'string', default: '200' },
    rate: { type: 'string', default: '50' },
    duration: { type: 'string', default: '600' },
    heartbeat: { type: 'string', default: '10' },
    flush: { type: 'string', default: '5' },
    batch: { type: 'string', default: '500' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
});

function positive(name: string, text: string, allowZero = false): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number (got ${text})`);
    process.exit(2);
  }
  return value;
}

const durationSeconds = positive('duration', values.duration, true);
let token = values.token;
if (!token) {
  console.log(
    `No --token (or AGENT_ENROLMENT_TOKEN): signing in as ${values.login} to create one for ${values.tenant}`,
  );
  token = await createEnrolmentTokenAsAdmin(
    {
      apiUrl: values.url,
      projectId: process.env.DESCOPE_PROJECT_ID ?? LOCAL_PROJECT_ID_DEFAULT,
      loginId: values.login,
      password: values.password,
      tenantId: values.tenant,
    },
    `Agent simulator ${new Date().toISOString()}`,
  );
}

const simulator = new AgentSimulator({
  client: createAgentsClient(values.url),
  enrolmentToken: token,
  devices: Math.floor(positive('devices', values.devices)),
  rate: positive('rate', values.rate, true),
  heartbeatSeconds: positive('heartbeat', values.heartbeat),
  flushSeconds: positive('flush', values.flush),
  batchSize: Math.min(1000, Math.floor(positive('batch', values.batch))),
  seed: Math.floor(positive('seed', values.seed, true)),
  log: (line) => console.log(line),
});

let started = Date.now();
const report = () => {
  const s = simulator.stats;
  const seconds = Math.max(1, (Date.now() - started) / 1000);
  console.log(
    `${seconds.toFixed(0)} s: ${s.enrolled} devices, ${s.heartbeats} heartbeats, ${s.settled} state changes applied, ` +
      `${s.created} events stored (${(s.created / seconds).toFixed(1)}/s), ${s.duplicates} duplicates, ` +
      `${s.rateLimited} rate-limited, ${s.refused} refused, ${s.failed} failed, ${s.dropped} dropped`,
  );
};

let stopping = false;
async function stop(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`Stopping (${reason}): sending what is buffered...`);
  clearInterval(ticker);
  clearTimeout(deadline);
  await simulator.stop();
  report();
  process.exit(0);
}

await simulator.start();
started = Date.now(); // rates count from when the events start, after enrolment
console.log(
  `Simulating ${values.devices} devices at ${values.rate} events/s against ${values.url}` +
    (durationSeconds > 0 ? ` for ${durationSeconds} s` : '') +
    '; Ctrl-C stops.',
);
const ticker = setInterval(report, 5000);
const deadline = setTimeout(
  () => void stop('duration reached'),
  durationSeconds > 0 ? durationSeconds * 1000 : 2 ** 31 - 1,
);
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
