import { Alert, Button, Time, describeError, useRevalidateLists, useShell } from 'shared-ui';
import { useEffect, useState } from 'react';
import { TENANT_ADMIN_ROLE, isPlatformAdmin, plural } from 'shared-contracts';
import type { IncidentBatch } from 'shared-contracts';
import { incidentKeys } from '../../common/incident-keys';
import { useBatches, useDecideBatch, useUndoBatch } from './api/batches';
import { AWAITING_APPROVAL, approvalReasonText, describeBatchChanges, undoToast } from '../../common/batch-texts';

type Action = 'undo' | 'approve' | 'deny';

/**
 * The incidents page's batches, above the grid: the user's batches that can still be undone (the 10 minutes after
 * they applied), each with "Undo", and the batches waiting for a second admin's approval; a Tenant Admin sees
 * everyone's and approves or denies those of others. So does a Product Admin acting in the tenant, as the API allows
 * (its `tenant-admin` routes admit a Product Admin in any tenant; only the requester may never decide their own).
 * Nothing shows when there is none.
 */
export function BatchesPanel() {
  const { user, tenant, notify } = useShell();
  const batches = useBatches();
  const undo = useUndoBatch();
  const decide = useDecideBatch();
  const revalidateGrid = useRevalidateLists(incidentKeys);
  const [busy, setBusy] = useState<{ id: string; action: Action } | null>(null);
  const admin = tenant.roleNames.includes(TENANT_ADMIN_ROLE) || isPlatformAdmin(user.tenants);
  const shown = (batches.data?.batches ?? []).filter((batch) => admin || batch.requestedBy === user.userId);

  // An undoable batch leaves the list when its window closes.
  const nextExpiry = Math.min(
    ...shown.map((batch) => (batch.undoUntil ? Date.parse(batch.undoUntil) : Number.POSITIVE_INFINITY)),
  );
  const { mutate } = batches;
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return undefined;
    const timer = setTimeout(() => void mutate(), Math.max(0, nextExpiry - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [nextExpiry, mutate]);

  if (shown.length === 0) return null;

  const run = async (batch: IncidentBatch, action: Action) => {
    setBusy({ id: batch.id, action });
    try {
      if (action === 'undo') {
        notify(undoToast(await undo(batch.id)));
      } else {
        const outcome = await decide(batch.id, action);
        notify(
          action === 'approve'
            ? { title: `Approved: ${plural(outcome.updated, 'incident')} updated`, variant: 'success' }
            : { title: 'Denied: nothing changed' },
        );
      }
      await revalidateGrid();
    } catch (error) {
      const title = action === 'undo' ? 'The batch was not undone' : `The batch was not ${action}d`;
      notify({ title, description: describeError(error), variant: 'destructive' });
      void mutate();
    } finally {
      setBusy(null);
    }
  };
  const button = (batch: IncidentBatch, action: Action, label: string) => (
    <Button
      size="sm"
      variant={action === 'deny' ? 'outline' : 'default'}
      loading={busy?.id === batch.id && busy.action === action}
      disabled={busy !== null}
      onClick={() => void run(batch, action)}
    >
      {label}
    </Button>
  );

  return (
    <section aria-label="Batches" style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 8 }}>
      {shown.map((batch) => {
        const what = `${describeBatchChanges(batch.changes)} on ${plural(batch.count, 'incident')}`;
        const by = batch.requestedBy === user.userId ? 'you' : batch.requestedByName;
        if (batch.state === 'pending') {
          const mine = batch.requestedBy === user.userId;
          return (
            <Alert
              key={batch.id}
              type="warning"
              showIcon
              title={AWAITING_APPROVAL}
              description={`${what}, requested by ${by}: ${approvalReasonText(batch)}.`}
              action={
                admin && !mine ? (
                  <div style={{ display: 'flex', gap: 8 }}>
                    {button(batch, 'approve', 'Approve')}
                    {button(batch, 'deny', 'Deny')}
                  </div>
                ) : undefined
              }
            />
          );
        }
        return (
          <Alert
            key={batch.id}
            type="info"
            showIcon
            title={`${plural(batch.updated ?? 0, 'incident')} updated: ${describeBatchChanges(batch.changes)}`}
            description={
              <>
                {`By ${by}. It can be undone until `}
                {batch.undoUntil ? <Time value={batch.undoUntil} zone /> : null}
                {'.'}
              </>
            }
            action={button(batch, 'undo', 'Undo')}
          />
        );
      })}
    </section>
  );
}
