import { useState } from 'react';
import type { Device } from 'shared-contracts';
import { CellButton, Popconfirm, Tag, describeError, useShell } from 'shared-ui';
import { useRevokeDevice } from './api/revoke-device';

/**
 * Revokes a device (Tenant Admins, after a confirmation); a revoked device shows a tag instead. The confirmation is
 * mounted on the first click only: a popover per row of a 1,000-row grid costs frames while it scrolls.
 */
export function DeviceRevoke({ device }: { device: Device }) {
  const { can, notify } = useShell();
  const revoke = useRevokeDevice();
  const [confirming, setConfirming] = useState(false);
  if (device.revoked) return <Tag color="error">Revoked</Tag>;
  if (!can('devices.write')) return null;
  const onConfirm = async () => {
    try {
      await revoke(device.id);
      notify({ title: `${device.hostname} revoked: its agent is refused from its next call`, variant: 'success' });
    } catch (error) {
      notify({ title: 'The device was not revoked', description: describeError(error), variant: 'destructive' });
    }
  };
  const button = (
    <CellButton aria-label={`Revoke ${device.hostname}`} onClick={() => setConfirming(true)}>
      Revoke
    </CellButton>
  );
  if (!confirming) return button;
  return (
    <Popconfirm
      open
      title={`Revoke ${device.hostname}?`}
      onOpenChange={setConfirming}
      onCancel={() => setConfirming(false)}
      onConfirm={() => {
        setConfirming(false);
        void onConfirm();
      }}
    >
      {button}
    </Popconfirm>
  );
}
