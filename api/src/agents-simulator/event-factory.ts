import { createHash, randomUUID } from 'node:crypto';
import type { AgentContentActivity, AgentEnrolRequest, AgentEvent } from 'shared-contracts';
import { AGENT_VERSIONS, EXTENSION_VERSIONS, FIRST_NAMES, LAST_NAMES, PLATFORMS } from '../db/demo/catalog-org';
import { CONTENT_PROFILES, EGRESS_SCENARIOS, MIP_LABELS } from '../db/demo/catalog-egress';
import { documentPath, isDemoOs, processOn, sourceOn, userFolder } from '../db/demo/platform-software';
import type { DemoOs } from '../db/demo/platform-software';
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

/** The signed-in user of a simulated device and its operating system. */
export interface SimulatedHost {
  username: string;
  operatingSystem: string;
}

/**
 * A realistic egress event of the host's user at `now` (the demo data's scenarios, content profiles and labels, with
 * the applications, processes and folders of the host's OS) and, when its content is not in `seen` yet (the
 * device's memory, updated), the activity where the content was first seen.
 */
export function simulatedEgress(
  random: Random,
  host: SimulatedHost,
  now: Date,
  seen: Set<string>,
): { event: AgentEvent; activities: AgentContentActivity[] } {
  const { username } = host;
  const os: DemoOs = isDemoOs(host.operatingSystem) ? host.operatingSystem : 'Windows';
  const scenario = random.weighted(SCENARIOS);
  const profile = random.weighted(PROFILES);
  const source = sourceOn(os, random.pick(scenario.sources));
  const dataTypes =
    profile.dataTypes.length === 0
      ? []
      : random.sample(profile.dataTypes, random.int(1, Math.min(3, profile.dataTypes.length)));
  const pasted = scenario.channel.startsWith('Paste') || scenario.channel === 'Clipboard';
  const document = random.pick(profile.files);
  const fileName = pasted ? '' : document;
  // The content: one of a few versions of the user's document, so the same content leaves more than once.
  const contentFingerprint = createHash('sha256')
    .update(`${username}:${document}:${random.int(0, 2)}`)
    .digest('hex');
  const [low, high] = scenario.volume;
  const isHost = scenario.destination.includes('.') && !scenario.destination.includes(' ');
  const event: AgentEvent = {
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
    process: processOn(os, source),
    ...(isHost && { url: `https://${scenario.destination}/` }),
    ...(fileName && { filePath: documentPath(os, username, fileName) }),
    contentFingerprint,
  };
  if (seen.has(contentFingerprint)) return { event, activities: [] };
  seen.add(contentFingerprint);
  return { event, activities: [firstSeenActivity(random, os, event, document, now)] };
}

/**
 * Where content was first seen, reported before its first egress: downloaded from the intranet through the event's
 * browser, or created in an office application, between one and 48 hours before `now`.
 */
function firstSeenActivity(
  random: Random,
  os: DemoOs,
  event: AgentEvent,
  document: string,
  now: Date,
): AgentContentActivity {
  const downloaded = random.chance(0.5);
  return {
    id: randomUUID(),
    fingerprint: event.contentFingerprint!,
    occurredAt: new Date(now.getTime() - random.int(1, 48) * 3_600_000).toISOString(),
    kind: downloaded ? 'downloaded' : 'created',
    username: event.username,
    application: processOn(os, downloaded ? 'Google Chrome' : sourceOn(os, 'Microsoft Excel')),
    fileName: document,
    location: downloaded ? 'https://intranet.example/shared/' : userFolder(os, event.username, 'Documents'),
  };
}
