import { SlaForm } from '../features/sla/sla-form';

/** The SLA tab: how soon incidents must be acknowledged and resolved, per severity. */
export function SlaPage() {
  return <SlaForm />;
}
