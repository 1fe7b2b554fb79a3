import type { Device } from 'shared-contracts';
import { CellButton, ConfirmAction, Tag, describeError, useShell } from 'shared-ui';
import { useRevokeDevice } from './api/revoke-device';

/**
 * Revokes a device (Tenant Admins, after a confirmation naming it); a revoked device shows a tag instead. The
 * confirmation (the kit's ConfirmAction) is mounted on the first click only: a popover per row of a 1,000-row grid
 * costs frames while it scrolls.
 */
export function DeviceRevoke({ device }: { device: Device }) {
  const { can, notify } = useShell();
  const revoke = useRevokeDevice();
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
  return (
    <ConfirmAction
      lazy
      title={`Revoke ${device.hostname}?`}
      description="Its agent is refused from its next call."
      okText="Revoke"
      onConfirm={() => void onConfirm()}
    >
      <CellButton aria-label={`Revoke ${device.hostname}`}>Revoke</CellButton>
    </ConfirmAction>
  );
}
