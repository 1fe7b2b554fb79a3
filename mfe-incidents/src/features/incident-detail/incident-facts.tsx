import { Descriptions, VerdictTag } from 'shared-ui';
import type { DescriptionsProps } from 'shared-ui';
import { dataVolumeFact, operatingSystemLabel, factText as text, whereItWent } from 'shared-contracts';
import type { ExtendedIncident } from 'shared-contracts';

function list(values: readonly string[]): string {
  return values.length > 0 ? values.join(', ') : '—';
}

/** A label that may be absent, as 'None' rather than a dash. */
function orNone(value: string | null | undefined): string {
  return value ? value : 'None';
}

/**
 * The event behind an incident, grouped as an analyst reads it: who, which device, what data, where it went, which
 * policy and which verdict. Falls back to the incident's own copy of the facts when the event is no longer stored.
 */
export function IncidentFacts({ incident }: { incident: ExtendedIncident }) {
  const event = incident.event;
  const device = event?.device;
  const items: DescriptionsProps['items'] = [
    { key: 'who', label: 'Who', children: text(event?.username ?? incident.username) },
    {
      key: 'device',
      label: 'Device',
      children: device
        ? `${device.hostname} (${text(operatingSystemLabel(device.operatingSystem, device.osVersion))}), last active user ${text(device.lastActiveUser)}`
        : text(event?.hostname ?? incident.hostname),
    },
    { key: 'data-types', label: 'Data types', children: list(event?.dataTypes ?? incident.dataTypes) },
    { key: 'category', label: 'Content category', children: text(event?.contentCategory ?? incident.contentCategory) },
    { key: 'mip', label: 'MIP label', children: orNone(event?.mipLabel ?? incident.mipLabel) },
    {
      key: 'volume',
      label: 'Data volume',
      children: dataVolumeFact(
        event?.dataVolume ?? incident.dataVolume,
        event?.totalHitCount ?? incident.totalHitCount,
      ),
    },
    ...(event && event.fileNames.length > 0 ? [{ key: 'files', label: 'Files', children: list(event.fileNames) }] : []),
    { key: 'source', label: 'Source', children: text(event?.source ?? incident.source) },
    {
      key: 'destination',
      label: 'Where it went',
      // The event's route, else the incident's copy (which keeps no destination type: then it is left out).
      children: whereItWent({ ...(event ?? incident), destinationType: event?.destinationType || undefined }),
    },
    { key: 'policy', label: 'Policy', children: `${text(incident.policyName)} (${incident.policyType})` },
    {
      key: 'verdict',
      label: 'Verdict',
      children: <VerdictTag verdict={event?.policyVerdict ?? incident.policyVerdict} />,
    },
  ];
  return (
    <section aria-label="The event behind it">
      <Descriptions size="small" column={1} bordered title="The event behind it" items={items} />
      {event ? null : (
        <p style={{ marginTop: 8 }}>The event itself is no longer stored; the incident keeps these facts.</p>
      )}
    </section>
  );
}
