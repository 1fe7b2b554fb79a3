import { NOT_FOUND_TEXT } from 'shared-contracts';
import { EmptyState } from '../components/empty-state';

/** The not-found screen of SPEC §2, for the host and for unknown paths inside a remote. */
export function NotFoundResult() {
  return <EmptyState title={NOT_FOUND_TEXT} />;
}
