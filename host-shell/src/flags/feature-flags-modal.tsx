import { Button, Flex, List, Modal, Switch, Tag, Typography } from 'shared-ui';
import { useState } from 'react';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_NAMES } from 'shared-contracts';
import type { FeatureFlagName, Notify } from 'shared-contracts';
import { FLAG_DESCRIPTIONS } from './flag-descriptions';
import type { FeatureFlagControl } from './use-feature-flags';

/** Props of FeatureFlagsModal. */
export interface FeatureFlagsModalProps {
  open: boolean;
  onClose: () => void;
  tenantName: string;
  control: FeatureFlagControl;
  notify: Notify;
}

const onOff = (value: boolean) => (value ? 'on' : 'off');

/** A Tenant Admin's switches for the active tenant's flag overrides; each change is saved, audited and toasted. */
export function FeatureFlagsModal({ open, onClose, tenantName, control, notify }: FeatureFlagsModalProps) {
  const [saving, setSaving] = useState<FeatureFlagName>();

  const change = (name: FeatureFlagName, value: boolean | null) => {
    const { label } = FLAG_DESCRIPTIONS[name];
    const next = value ?? FEATURE_FLAG_DEFAULTS[name];
    setSaving(name);
    notify
      .promise(control.setOverride(name, value), {
        pending: `Saving ${label}…`,
        fulfilled: value === null ? `${label} reset to its default (${onOff(next)})` : `${label} turned ${onOff(next)}`,
        rejected: `${label} could not be changed`,
      })
      .catch((error: unknown) => console.warn('Feature flag change failed', name, error))
      .finally(() => setSaving(undefined));
  };

  return (
    <Modal title="Feature flags" open={open} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Typography.Paragraph type="secondary" data-unmask>
        Flags for <Typography.Text strong>{tenantName}</Typography.Text>. Changes apply to everyone in this tenant and
        are recorded in the audit log.
      </Typography.Paragraph>
      <List
        dataSource={FEATURE_FLAG_NAMES}
        renderItem={(name) => {
          const { label, description } = FLAG_DESCRIPTIONS[name];
          const overridden = control.overrides[name] !== undefined;
          return (
            <List.Item
              actions={[
                <Switch
                  key="switch"
                  aria-label={label}
                  checked={control.flags[name]}
                  loading={saving === name}
                  disabled={saving !== undefined}
                  onChange={(value) => change(name, value)}
                />,
              ]}
            >
              <List.Item.Meta
                title={
                  <Flex align="center" gap={8} wrap data-unmask>
                    <span>{label}</span>
                    {overridden ? <Tag color="purple">Overridden</Tag> : <Tag>Default</Tag>}
                  </Flex>
                }
                description={
                  <Flex vertical gap={2} data-unmask>
                    <span>{description}</span>
                    <Typography.Text code style={{ fontSize: 12 }}>
                      {name}
                    </Typography.Text>
                    {overridden && (
                      <Button
                        variant="link"
                        size="sm"
                        style={{ padding: 0, alignSelf: 'flex-start' }}
                        disabled={saving !== undefined}
                        onClick={() => change(name, null)}
                      >
                        Reset to default ({onOff(FEATURE_FLAG_DEFAULTS[name])})
                      </Button>
                    )}
                  </Flex>
                }
              />
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
