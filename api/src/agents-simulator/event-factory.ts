import { randomUUID } from 'node:crypto';
import type { AgentEnrolRequest, AgentEvent } from 'shared-contracts';
import { AGENT_VERSIONS, EXTENSION_VERSIONS, FIRST_NAMES, LAST_NAMES, PLATFORMS } from '../db/demo/catalog-org';
import { CONTENT_PROFILES, EGRESS_SCENARIOS, MIP_LABELS, PROCESS_BY_SOURCE } from '../db/demo/catalog-egress';
import type { Random } from '../db/demo/prng';

/** A simulated endpoint: what it enrols with, and the user signed in on it. */
export function simulatedDeviceFacts(random: Random, index: number): AgentEnrolRequest & { lastActiveUser: string } {
  const platform = random.weighted(PLATFORMS);
  const first = random.pick(FIRST_NAMES).toLowerCase();
  const last = random
    .pick(LAST_NAMES)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  return {
    hostname: `SIM-${platform.tag}-${String(index + 1).padStart(5, '0')}`,
    operatingSystem: platform.os,
    osVersion: random.pick(platform.versions),
    cpuArchitecture: random.pick(platform.arch),
    // A simulated device always runs the agent (it is what talks to the API); most have the extension.
    agentVersion: random.weighted(AGENT_VERSIONS.filter(([version]) => version !== '')),
    extensionVersion: random.weighted(EXTENSION_VERSIONS),
    lastActiveUser: `${first}.${last}`,
    ipAddress: `10.${random.int(0, 40)}.${random.int(0, 255)}.${random.int(1, 254)}`,
  };
}

const SCENARIOS = EGRESS_SCENARIOS.map((scenario) => [scenario, scenario.weight] as const);
const PROFILES = CONTENT_PROFILES.map((profile) => [profile, profile.weight] as const);

/** A realistic egress event of `username` at `now`: the demo data's scenarios, content profiles and labels. */
export function simulatedEvent(random: Random, username: string, now: Date): AgentEvent {
  const scenario = random.weighted(SCENARIOS);
  const profile = random.weighted(PROFILES);
  const source = random.pick(scenario.sources);
  const dataTypes =
    profile.dataTypes.length === 0
      ? []
      : random.sample(profile.dataTypes, random.int(1, Math.min(3, profile.dataTypes.length)));
  const pasted = scenario.channel.startsWith('Paste') || scenario.channel === 'Clipboard';
  const fileName = pasted ? '' : random.pick(profile.files);
  const [low, high] = scenario.volume;
  const isHost = scenario.destination.includes('.') && !scenario.destination.includes(' ');
  return {
    id: randomUUID(),
    occurredAt: now.toISOString(),
    username,
    source,
    destination: scenario.destination,
    destinationType: scenario.destinationType,
    egressChannel: scenario.channel,
    dataTypes,
    contentCategory: profile.category,
    mipLabel: random.weighted(MIP_LABELS),
    dataVolume: Math.floor(Math.exp(Math.log(low) + random.next() * (Math.log(high) - Math.log(low)))),
    totalHitCount: dataTypes.length === 0 ? 0 : 1 + Math.floor(random.next() ** 3 * 60),
    fileName,
    process: PROCESS_BY_SOURCE[source] ?? source,
    ...(isHost && { url: `https://${scenario.destination}/` }),
    ...(fileName && { filePath: `/Users/${username}/Documents/${fileName}` }),
  };
}
