import { RetentionForm } from '../features/retention/retention-form';

/** The Retention tab: how long the tenant keeps its events, incidents and evidence. */
export function RetentionPage() {
  return <RetentionForm />;
}
