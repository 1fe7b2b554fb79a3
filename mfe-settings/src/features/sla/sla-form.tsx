import { useState } from 'react';
import { formatExactTime, labelOf, SLA_SEVERITIES, SLA_TARGET_MINUTES } from 'shared-contracts';
import type { SlaSeverity, SlaTargets, SlaTargetsConfig } from 'shared-contracts';
import { Alert, Button, Card, Flex, Form, InputNumber, Skeleton, Typography, useWrite } from 'shared-ui';
import { useSaveSlaTargets, useSlaTargets } from './api/sla-targets';

/** The form's values: each severity's two targets in hours (the API keeps minutes). */
type SlaHours = Record<SlaSeverity, { acknowledgeHours: number; resolveHours: number }>;

const MAX_HOURS = SLA_TARGET_MINUTES.max / 60;
const MIN_HOURS = SLA_TARGET_MINUTES.min / 60;

/** Minutes as hours, to the minute (0.25 h is 15 minutes). */
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export function hoursFromTargets(config: SlaTargets): SlaHours {
  return Object.fromEntries(
    SLA_SEVERITIES.map((severity) => [
      severity,
      {
        acknowledgeHours: hoursOf(config[severity].acknowledgeMinutes),
        resolveHours: hoursOf(config[severity].resolveMinutes),
      },
    ]),
  ) as SlaHours;
}

export function targetsFromHours(values: SlaHours): SlaTargets {
  return Object.fromEntries(
    SLA_SEVERITIES.map((severity) => [
      severity,
      {
        acknowledgeMinutes: Math.round(values[severity].acknowledgeHours * 60),
        resolveMinutes: Math.round(values[severity].resolveHours * 60),
      },
    ]),
  ) as SlaTargets;
}

function lastChange(config: SlaTargetsConfig): string {
  if (!config.updated) return 'The defaults apply: no one has changed the targets yet.';
  return `Last changed by ${config.updatedBy ?? 'someone'} on ${formatExactTime(config.updated, { zone: true })}.`;
}

/**
 * The tenant's SLA targets (GET, PUT /sla-targets): per severity, the hours after an incident is raised by which it
 * must be acknowledged (its first status change or assignment) and resolved. Tenant Admins only (the tab is hidden
 * from others, settings-route-table.ts).
 */
export function SlaForm() {
  const { data, error, isLoading, mutate } = useSlaTargets();
  const save = useSaveSlaTargets();
  const write = useWrite();
  const [form] = Form.useForm<SlaHours>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: SlaHours) => {
    setSaving(true);
    await write(() => save(targetsFromHours(values)), {
      done: 'SLA targets saved',
      failed: 'The SLA targets were not saved',
      form,
    });
    setSaving(false);
  };

  const hoursRule = { required: true, message: `Enter a number of hours up to ${MAX_HOURS}` };

  return (
    <Card title="SLA">
      <Flex vertical gap={16}>
        <Typography.Text>
          How soon an incident must be acknowledged (its first status change or assignment) and resolved, in hours after
          it was raised. The incidents grid shows each open incident&apos;s time left, or Breached.
        </Typography.Text>
        {isLoading ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {error ? (
          <Alert
            type="error"
            showIcon
            title="The SLA targets could not be loaded."
            action={
              <Button size="sm" onClick={() => void mutate()}>
                Retry
              </Button>
            }
          />
        ) : null}
        {data ? (
          <Form<SlaHours>
            form={form}
            layout="vertical"
            initialValues={hoursFromTargets(data)}
            onFinish={(values) => void submit(values)}
            style={{ maxWidth: 560 }}
          >
            {SLA_SEVERITIES.map((severity) => (
              <Flex key={severity} gap={16} align="end">
                <Form.Item
                  name={[severity, 'acknowledgeHours']}
                  label={`${labelOf('severity', severity)}: acknowledge within (hours)`}
                  rules={[hoursRule]}
                >
                  <InputNumber min={MIN_HOURS} max={MAX_HOURS} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item
                  name={[severity, 'resolveHours']}
                  label={`${labelOf('severity', severity)}: resolve within (hours)`}
                  dependencies={[[severity, 'acknowledgeHours']]}
                  rules={[
                    hoursRule,
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: number | null) => {
                        const acknowledge = getFieldValue([severity, 'acknowledgeHours']) as number | null;
                        if (value !== null && acknowledge !== null && value < acknowledge) {
                          throw new Error('Must not be shorter than the time to acknowledge');
                        }
                      },
                    }),
                  ]}
                >
                  <InputNumber min={MIN_HOURS} max={MAX_HOURS} step={1} style={{ width: 160 }} />
                </Form.Item>
              </Flex>
            ))}
            <Button variant="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
          </Form>
        ) : null}
        {data ? <Typography.Text type="secondary">{lastChange(data)}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
