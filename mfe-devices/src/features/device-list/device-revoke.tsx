import type { Device } from 'shared-contracts';
import { Button, Popconfirm, Tag, describeError, useShell } from 'shared-ui';
import { useRevokeDevice } from './api/revoke-device';

/** Revokes a device (Tenant Admins, after a confirmation); a revoked device shows a tag instead. */
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
    <Popconfirm title={`Revoke ${device.hostname}?`} onConfirm={() => void onConfirm()}>
      <Button variant="ghost" size="sm" aria-label={`Revoke ${device.hostname}`}>
        Revoke
      </Button>
    </Popconfirm>
  );
}
