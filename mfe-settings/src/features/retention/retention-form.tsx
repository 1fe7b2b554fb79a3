import { useState } from 'react';
import { formatExactTime, RETENTION_DAYS } from 'shared-contracts';
import type { RetentionConfig, RetentionSettings } from 'shared-contracts';
import { Alert, Button, Card, Flex, Form, InputNumber, Skeleton, Typography, useWrite } from 'shared-ui';
import { useRetention, useSaveRetention } from './api/retention';

const settingsOf = ({ eventsDays, incidentsDays, evidenceDays }: RetentionConfig): RetentionSettings => ({
  eventsDays,
  incidentsDays,
  evidenceDays,
});

/** The three periods: field, label and what expires after it. */
const FIELDS = [
  {
    name: 'eventsDays',
    label: 'Egress events (days)',
    extra: 'Events older than this are deleted, a whole day at a time.',
  },
  {
    name: 'incidentsDays',
    label: 'Incidents (days)',
    extra:
      'Resolved and dismissed incidents not changed for this long are deleted with their comments. Open and in-progress incidents are kept.',
  },
  {
    name: 'evidenceDays',
    label: 'Evidence (days)',
    extra: 'Evidence files are deleted this long after they were stored.',
  },
] as const;

function lastChange(config: RetentionConfig): string {
  if (!config.updated) return 'The defaults apply: no one has changed the retention yet.';
  return `Last changed by ${config.updatedBy ?? 'someone'} on ${formatExactTime(config.updated, { zone: true })}.`;
}

function nextPass(config: RetentionConfig): string {
  return config.nextPass
    ? `Expired data is deleted every hour; the next pass runs at ${formatExactTime(config.nextPass, { zone: true })}.`
    : 'Expired data is deleted every hour.';
}

/**
 * How long the tenant keeps its egress events, incidents and evidence (GET, PUT /retention), with the warning that
 * expired data is gone for good and exporting it first is the user's own job. Tenant Admins only (the tab is hidden
 * from others, settings-route-table.ts).
 */
export function RetentionForm() {
  const { data, error, isLoading, mutate } = useRetention();
  const save = useSaveRetention();
  const write = useWrite();
  const [form] = Form.useForm<RetentionSettings>();
  const [saving, setSaving] = useState(false);
  const { min, max } = RETENTION_DAYS;

  const submit = async (values: RetentionSettings) => {
    setSaving(true);
    await write(() => save(values), { done: 'Retention saved', failed: 'The retention was not saved', form });
    setSaving(false);
  };

  return (
    <Card title="Retention">
      <Flex vertical gap={16}>
        <Typography.Text>
          How long this tenant keeps its data, from {min} to {max} days each ({RETENTION_DAYS.default} until a Tenant
          Admin changes it).
        </Typography.Text>
        <Alert
          type="warning"
          showIcon
          title="Expired data is deleted for good and cannot be restored."
          description="Export what you need to keep (events, incidents, evidence, reports) before it expires: that is up to you."
        />
        {isLoading ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {error ? (
          <Alert
            type="error"
            showIcon
            title="The retention could not be loaded."
            action={
              <Button size="sm" onClick={() => void mutate()}>
                Retry
              </Button>
            }
          />
        ) : null}
        {data ? (
          <Form<RetentionSettings>
            form={form}
            layout="vertical"
            initialValues={settingsOf(data)}
            onFinish={(values) => void submit(values)}
            style={{ maxWidth: 560 }}
          >
            {FIELDS.map((field) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                extra={field.extra}
                rules={[{ required: true, message: `Enter a number of days from ${min} to ${max}` }]}
              >
                <InputNumber min={min} max={max} precision={0} style={{ width: 160 }} />
              </Form.Item>
            ))}
            <Button variant="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
          </Form>
        ) : null}
        {data ? (
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{nextPass(data)}</Typography.Text>
            <Typography.Text type="secondary">{lastChange(data)}</Typography.Text>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
