import { useState } from 'react';
import {
  POLICY_EXCEPTION_DEFAULT_DAYS,
  POLICY_EXCEPTION_MAX_DAYS,
  POLICY_EXCEPTION_STATE_LABELS,
} from 'shared-contracts';
import type { ExtendedIncident, PolicyExceptionDetail, PolicyExceptionScope } from 'shared-contracts';
import { Button, Form, FormDialog, Input, InputNumber, Space, Time, Typography } from 'shared-ui';
import { useIncidentException, useRequestException } from './api/policy-exception';

interface RequestFields {
  username?: string;
  destination?: string;
  dataType?: string;
  egressChannel?: string;
  reason: string;
  expiresInDays: number;
}

/** The scope the form's fields name: each part left filled in. */
function scopeOf(fields: RequestFields): PolicyExceptionScope {
  const part = (value: string | undefined) => value?.trim() || undefined;
  const username = part(fields.username);
  const destination = part(fields.destination);
  const dataType = part(fields.dataType);
  const egressChannel = part(fields.egressChannel);
  return {
    ...(username && { username }),
    ...(destination && { destination }),
    ...(dataType && { dataType }),
    ...(egressChannel && { egressChannel }),
  };
}

/** The "Request exception" form: the scope prefilled from the incident, a reason and the expiry. */
function RequestDialog({ incident, onClose }: { incident: ExtendedIncident; onClose: () => void }) {
  const [form] = Form.useForm<RequestFields>();
  const request = useRequestException();
  const initialValues: RequestFields = {
    username: incident.username,
    destination: incident.destination,
    dataType: incident.dataTypes[0] ?? '',
    egressChannel: incident.egressChannel,
    reason: '',
    expiresInDays: POLICY_EXCEPTION_DEFAULT_DAYS,
  };
  const save = (fields: RequestFields) =>
    request({
      scope: scopeOf(fields),
      reason: fields.reason.trim(),
      incidentId: incident.id,
      expiresInDays: fields.expiresInDays,
    });
  return (
    <FormDialog<RequestFields, PolicyExceptionDetail>
      title="Request exception"
      form={form}
      initialValues={initialValues}
      save={save}
      write={{ done: 'Exception requested' }}
      problems="inline"
      onSaved={onClose}
      onClose={onClose}
      saveLabel="Request"
    >
      <Typography.Paragraph type="secondary">
        Events matching every part left filled in are exempted once a Tenant Admin approves. Clear a part to widen it.
      </Typography.Paragraph>
      <Form.Item name="username" label="User">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="destination" label="Destination">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="dataType" label="Data type">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="egressChannel" label="Channel">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'Say why the exception is needed' }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name="expiresInDays"
        label="Expires in (days)"
        rules={[{ required: true, message: `Between 1 and ${POLICY_EXCEPTION_MAX_DAYS} days` }]}
      >
        <InputNumber min={1} max={POLICY_EXCEPTION_MAX_DAYS} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}

/** The incident's exception request: its state, approvals and expiry, or a button to request one. */
export function ExceptionRequest({ incident }: { incident: ExtendedIncident }) {
  const [open, setOpen] = useState(false);
  const { data, isLoading } = useIncidentException(incident.id);
  if (isLoading) return null;
  return (
    <section aria-label="Exception request">
      <Typography.Title level={5}>Exception request</Typography.Title>
      {data ? (
        <Space wrap size={12}>
          <span>{`State: ${POLICY_EXCEPTION_STATE_LABELS[data.state]}`}</span>
          <span>{`Approvals: ${data.approvals} of ${data.approvalsRequired}`}</span>
          <span>
            Expires <Time value={data.expiresAt} zone />
          </span>
        </Space>
      ) : (
        <Button variant="primary-outline" onClick={() => setOpen(true)}>
          Request exception
        </Button>
      )}
      {open && <RequestDialog incident={incident} onClose={() => setOpen(false)} />}
    </section>
  );
}
