import { Descriptions, VerdictTag } from 'shared-ui';
import type { DescriptionsProps } from 'shared-ui';
import {
  dataVolumeFact,
  formatExactTime,
  operatingSystemLabel,
  plural,
  factText as text,
  whereItWent,
} from 'shared-contracts';
import type { EgressEventMatch, ExtendedEgressEvent } from 'shared-contracts';

function matchText(match: EgressEventMatch): string {
  const hits = match.count === null ? '' : ` (${plural(match.count, 'hit')})`;
  const snippets = match.snippets.length > 0 ? `: ${match.snippets.join(' … ')}` : '';
  return `${match.dataType}${hits}${snippets}`;
}

/** One event as an analyst reads it: who, which device and process, the file, what matched, policy, verdict, where. */
export function EgressEventFacts({ event }: { event: ExtendedEgressEvent }) {
  const device = event.device;
  const items: DescriptionsProps['items'] = [
    { key: 'when', label: 'When', children: formatExactTime(event.created, { zone: true }) },
    { key: 'who', label: 'Who', children: text(event.username) },
    {
      key: 'device',
      label: 'Device',
      children: device
        ? `${device.hostname} (${operatingSystemLabel(device.operatingSystem, device.osVersion)}), last active user ${text(device.lastActiveUser)}`
        : text(event.hostname),
    },
    { key: 'process', label: 'Process', children: `${text(event.process)} (source ${text(event.source)})` },
    { key: 'file', label: 'File', children: event.filePath ?? text(event.fileName) },
    {
      key: 'matches',
      label: 'What matched',
      children: event.matches.length > 0 ? event.matches.map(matchText).join('; ') : 'No sensitive data matched',
    },
    {
      key: 'category',
      label: 'Content category',
      children: event.mipLabel
        ? `${text(event.contentCategory)}, MIP label ${event.mipLabel}`
        : text(event.contentCategory),
    },
    {
      key: 'volume',
      label: 'Data volume',
      children: dataVolumeFact(event.dataVolume, event.totalHitCount),
    },
    { key: 'policy', label: 'Policy', children: text(event.policyName) },
    { key: 'verdict', label: 'Verdict', children: <VerdictTag verdict={event.policyVerdict} /> },
    {
      key: 'where',
      label: 'Where it went',
      children: whereItWent(event),
    },
  ];
  return <Descriptions size="small" column={1} bordered items={items} />;
}
