import { useState } from 'react';
import { RETENTION_DAYS, formatExactTime } from 'shared-contracts';
import type { EvidenceConfig, EvidenceSettings } from 'shared-contracts';
import {
  Alert,
  Form,
  InputNumber,
  Modal,
  Skeleton,
  Switch,
  Typography,
  describeError,
  showFieldErrors,
  useShell,
} from 'shared-ui';
import { useEvidenceConfig } from './api/get-evidence-config';
import { useSaveEvidenceConfig } from './api/put-evidence-config';

/** Props of EvidenceSettingsDialog. */
export interface EvidenceSettingsDialogProps {
  onClose: () => void;
}

const settingsOf = ({ keepEvidence, retentionDays, redactSnippets }: EvidenceConfig): EvidenceSettings => ({
  keepEvidence,
  retentionDays,
  redactSnippets,
});

function lastChange(config: EvidenceConfig): string {
  if (!config.updated) return 'The defaults apply: no one has changed these settings yet.';
  return `Last changed by ${config.updatedBy ?? 'someone'} on ${formatExactTime(config.updated, { zone: true })}.`;
}

/**
 * The tenant's evidence settings (Tenant Admins): whether evidence is kept, for how many days, and whether the
 * snippets of matches are masked. Saves with PUT /evidence/config and shows the API's field errors by their fields.
 */
export default function EvidenceSettingsDialog({ onClose }: EvidenceSettingsDialogProps) {
  const { notify } = useShell();
  const { data, error, isLoading } = useEvidenceConfig();
  const save = useSaveEvidenceConfig();
  const [form] = Form.useForm<EvidenceSettings>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: EvidenceSettings) => {
    setSaving(true);
    setFailure(null);
    try {
      await save(values);
      notify({ title: 'Evidence settings saved', variant: 'success' });
      onClose();
    } catch (caught) {
      showFieldErrors(form, caught);
      setFailure(`The settings were not saved. ${describeError(caught)}`);
    } finally {
      setSaving(false);
    }
  };

  // Evidence's retention is the evidence period of the tenant's retention (Settings, Retention): its bounds.
  const { min, max } = RETENTION_DAYS;
  return (
    <Modal
      open
      title="Evidence settings"
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !data }}
      destroyOnHidden
    >
      {isLoading ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {error ? (
        <Alert type="error" showIcon title={`The settings could not be loaded. ${describeError(error)}`} />
      ) : null}
      {data ? (
        <Form<EvidenceSettings>
          form={form}
          layout="vertical"
          initialValues={settingsOf(data)}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="keepEvidence"
            label="Keep evidence"
            valuePropName="checked"
            extra="When off, agents cannot upload evidence; what is kept already stays until its retention ends."
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="retentionDays"
            label="Retention (days)"
            rules={[{ required: true, message: `Enter a number of days from ${min} to ${max}` }]}
            extra="After this, evidence can no longer be downloaded and is deleted. It is the Evidence period of Settings, Retention."
          >
            <InputNumber min={min} max={max} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="redactSnippets"
            label="Redact snippets"
            valuePropName="checked"
            extra="Masks the matched snippets shown in an event's details, keeping their last four characters."
          >
            <Switch />
          </Form.Item>
          <Typography.Text type="secondary">{lastChange(data)}</Typography.Text>
        </Form>
      ) : null}
      {failure ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={failure} /> : null}
    </Modal>
  );
}
