import { lazy, Suspense } from 'react';
import { Skeleton } from 'shared-ui';
import type { EgressEventRef } from '../../common/egress-keys';
import type { EvidenceSettingsButtonProps } from './evidence-settings-button';

// Loaded when first shown, so the page's first chunks do not grow (the remote's size budget).
const LazyEvidenceSection = lazy(() => import('./evidence-section'));
const LazyEvidenceSettingsButton = lazy(() => import('./evidence-settings-button'));

/** The Evidence section of the event drawer, loaded on first use. */
export function EvidenceSection({ eventRef }: { eventRef: EgressEventRef }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <LazyEvidenceSection eventRef={eventRef} />
    </Suspense>
  );
}

/** The "Evidence settings" button of the page header (Tenant Admins only), loaded after the page. */
export function EvidenceSettingsButton(props: EvidenceSettingsButtonProps) {
  return (
    <Suspense fallback={null}>
      <LazyEvidenceSettingsButton {...props} />
    </Suspense>
  );
}
