import { lazy, Suspense, useState } from 'react';
import type { CSSProperties } from 'react';
import type { Can } from 'shared-contracts';
import { Button, useShell } from 'shared-ui';

// Loaded on the first click: analysts, who never see the button, never load the form.
const EvidenceSettingsDialog = lazy(() => import('./evidence-settings-dialog'));

/** Props of EvidenceSettingsButton. */
export interface EvidenceSettingsButtonProps {
  style?: CSSProperties;
}

/** Whether the user may change the evidence settings; false under a host built before the action existed. */
function mayWriteEvidence(can: Can): boolean {
  try {
    return can('evidence.write');
  } catch {
    // A host built before 26 Nov 2026 throws for an action its policy table lacks (createCan now denies it): this
    // remote may be deployed beside such a host.
    return false;
  }
}

/** "Evidence settings" for those who may change them (`evidence.write`, Tenant Admins); nothing for others. */
export default function EvidenceSettingsButton({ style }: EvidenceSettingsButtonProps) {
  const { can } = useShell();
  const [open, setOpen] = useState(false);
  if (!mayWriteEvidence(can)) return null;
  return (
    <>
      <Button variant="outline" style={style} onClick={() => setOpen(true)}>
        Evidence settings
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <EvidenceSettingsDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
