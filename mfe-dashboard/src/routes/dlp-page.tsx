import { WidgetGrid } from '../common/widget-grid';
import { EducationEffectWidget } from '../features/education-effect/education-effect-widget';
import { AggregatedIncidentsWidget } from '../features/aggregated-incidents/aggregated-incidents-widget';
import { IncidentSlaWidget } from '../features/incident-sla/incident-sla-widget';
import { FrequentPolicyViolatorsWidget } from '../features/frequent-policy-violators/frequent-policy-violators-widget';
import { MostEnforcedPoliciesWidget } from '../features/most-enforced-policies/most-enforced-policies-widget';
import { OutboundDataDistributionWidget } from '../features/outbound-data-distribution/outbound-data-distribution-widget';
import { ProtectedDevicesWidget } from '../features/protected-devices/protected-devices-widget';
import { SensitiveDataEgressWidget } from '../features/sensitive-data-egress/sensitive-data-egress-widget';

/** The DLP tab (SPEC §2, /dashboard): what left the organisation, who and which policies, devices and incidents. */
export function DlpPage() {
  return (
    <WidgetGrid label="DLP">
      <SensitiveDataEgressWidget />
      <OutboundDataDistributionWidget />
      <ProtectedDevicesWidget />
      <FrequentPolicyViolatorsWidget />
      <MostEnforcedPoliciesWidget />
      <AggregatedIncidentsWidget />
      <EducationEffectWidget />
      <IncidentSlaWidget />
    </WidgetGrid>
  );
}
