import { CONTENT_PROFILES, EGRESS_SCENARIOS, MIP_LABELS } from './catalog-egress';
import { processOn, sourceOn } from './platform-software';
import type { DemoOs } from './platform-software';
import type { Random } from './prng';
import type { SeededPolicy } from './seed-config';

/** Everything about an event except who, when and how much: the SQL generator samples these. */
export interface EventTemplate {
  channel: string;
  destination: string;
  destinationType: string;
  /** The application the event leaves from and its process, on each OS (the device's OS picks one). */
  onOs: Record<DemoOs, { source: string; process: string }>;
  category: string;
  dataTypes: string[];
  fileName: string;
  /**
   * The document whose content left: the file itself, the file a paste was copied from, or the file inside an
   * archive. Its per-user variants are the demo's content fingerprints (per-file lineage); '' for none.
   */
  contentFile: string;
  policyId: string | null;
  policyName: string;
  verdict: string;
  volumeMin: number;
  volumeMax: number;
}

function matches(policy: SeededPolicy, template: Omit<EventTemplate, 'policyId' | 'policyName' | 'verdict'>): boolean {
  if (policy.channels.length > 0 && !policy.channels.includes(template.channel)) return false;
  if (policy.destinationTypes.length > 0 && !policy.destinationTypes.includes(template.destinationType)) return false;
  if (policy.destinations && !policy.destinations.includes(template.destination)) return false;
  return policy.dataTypes.length === 0 || policy.dataTypes.some((type) => template.dataTypes.includes(type));
}

/** The application that does `source`'s job on each OS, with the process name that OS's agent reports. */
function onEachOs(source: string): Record<DemoOs, { source: string; process: string }> {
  const on = (os: DemoOs) => {
    const application = sourceOn(os, source);
    return { source: application, process: processOn(os, application) };
  };
  return { Windows: on('Windows'), macOS: on('macOS'), Linux: on('Linux') };
}

/** Channels whose files are sometimes (one template in five) zipped first. */
const ARCHIVED_CHANNELS = new Set(['Email', 'File upload', 'USB']);

/** A weighted wheel of event templates with the verdict the tenant's policies give each. */
export function eventTemplates(random: Random, policies: readonly SeededPolicy[], size = 2000): EventTemplate[] {
  const scenarios = EGRESS_SCENARIOS.map((scenario) => [scenario, scenario.weight] as const);
  const profiles = CONTENT_PROFILES.map((profile) => [profile, profile.weight] as const);
  return Array.from({ length: size }, (_, index) => {
    const scenario = random.weighted(scenarios);
    const profile = random.weighted(profiles);
    const source = random.pick(scenario.sources);
    const pasted = scenario.channel.startsWith('Paste') || scenario.channel === 'Clipboard';
    // The draws of `random` stay those of the data before per-file lineage: a paste's document and the zipping
    // follow the template's index instead.
    const document = pasted ? profile.files[index % profile.files.length]! : random.pick(profile.files);
    const archived = ARCHIVED_CHANNELS.has(scenario.channel) && index % 5 === 0;
    const fileName = pasted ? '' : archived ? `${document.replace(/(.)\.[^.]*$/, '$1')}.zip` : document;
    const base = {
      channel: scenario.channel,
      destination: scenario.destination,
      destinationType: scenario.destinationType,
      onOs: onEachOs(source),
      category: profile.category,
      dataTypes:
        profile.dataTypes.length === 0
          ? []
          : random.sample(profile.dataTypes, random.int(1, Math.min(3, profile.dataTypes.length))),
      fileName,
      contentFile: scenario.channel === 'Screen capture' ? '' : document,
      volumeMin: scenario.volume[0],
      volumeMax: scenario.volume[1],
    };
    // Policies are scoped to groups, so a share of matching traffic still goes uncovered.
    const candidates = random.chance(0.75) ? policies.filter((policy) => matches(policy, base)) : [];
    const policy = candidates.length > 0 ? random.pick(candidates) : undefined;
    return {
      ...base,
      policyId: policy?.id ?? null,
      policyName: policy?.name ?? '',
      verdict: policy?.verdict ?? 'NOT_COVERED',
    };
  });
}

/** The MIP label wheel (100 entries, by weight). */
export function labelWheel(random: Random): string[] {
  return Array.from({ length: 100 }, () => random.weighted(MIP_LABELS));
}
