import { useState } from 'react';
import { Button, DisplayTable, Flex, Form, FormDialog, Segmented, Select, Tag, Typography, useWrite } from 'shared-ui';
import { planWords, type TemplatePreview, type TemplatePushAnswer, type TenantPushPlan } from './template-words';
import { TenantsField } from '../tenants-field';

type DriftedMode = 'skip' | 'overwrite';

interface PushFields {
  version: number;
  tenantIds: string[];
  drifted: DriftedMode;
}

const DRIFTED_OPTIONS: { value: DriftedMode; label: string }[] = [
  { value: 'skip', label: 'Skip drifted tenants' },
  { value: 'overwrite', label: 'Overwrite their edits' },
];

/** Props of {@link PushDialog}. */
export interface PushDialogProps {
  templateName: string;
  versions: number[];
  tenants: { id: string; name: string }[];
  /** The tenants chosen at first (a re-push: those the template was pushed to). */
  initialTenants: string[];
  preview: (body: { version: number; tenantIds: string[] }) => Promise<TemplatePreview>;
  push: (body: PushFields) => Promise<TemplatePushAnswer>;
  onClose: () => void;
}

const OUTCOME_WORDS = { applied: 'Pushed', unchanged: 'Already up to date', skipped: 'Skipped (drifted)' } as const;

/**
 * Pushes a version of a template to chosen tenants: Preview shows per tenant what would change (nothing is written),
 * Push applies it, a drifted tenant skipped or overwritten as chosen; the outcome per tenant is shown after.
 */
export function PushDialog({
  templateName,
  versions,
  tenants,
  initialTenants,
  preview,
  push,
  onClose,
}: PushDialogProps) {
  const [form] = Form.useForm<PushFields>();
  const drifted = Form.useWatch('drifted', form) ?? 'skip';
  const write = useWrite();
  const [plans, setPlans] = useState<TenantPushPlan[] | undefined>();
  const [pushed, setPushed] = useState<TemplatePushAnswer | undefined>();
  const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]));

  const runPreview = async () => {
    const fields = await form.validateFields();
    const answer = await write(() => preview({ version: fields.version, tenantIds: fields.tenantIds }), {
      done: null,
      failed: 'The preview failed',
    });
    if (answer.ok) setPlans(answer.result.tenants);
  };

  return (
    <FormDialog<PushFields, TemplatePushAnswer>
      title={`Push ${templateName}`}
      form={form}
      initialValues={{ version: versions[0] ?? 1, tenantIds: initialTenants, drifted: 'skip' }}
      save={(fields) => push(fields)}
      write={{ done: `${templateName} pushed`, failed: `${templateName} was not pushed` }}
      problems="inline"
      saveLabel="Push"
      onSaved={setPushed}
      onClose={onClose}
      outcome={
        pushed && (
          <DisplayTable
            label="Push outcome"
            size="small"
            rowKey="tenantId"
            rows={pushed.tenants}
            columns={[
              { title: 'Tenant', dataIndex: 'tenantName' },
              { title: 'Outcome', dataIndex: 'outcome', render: (outcome) => OUTCOME_WORDS[outcome] },
            ]}
          />
        )
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          Each tenant gets its own copy of the template&apos;s policies and lists, written in that tenant and audited
          there. Preview first to see what would change.
        </Typography.Text>
        <Form.Item name="version" label="Version" style={{ marginBottom: 0 }}>
          <Select
            aria-label="Version"
            options={versions.map((version) => ({ value: version, label: `Version ${version}` }))}
            onChange={() => setPlans(undefined)}
          />
        </Form.Item>
        <TenantsField name="tenantIds" tenants={tenants} stacked onChange={() => setPlans(undefined)} />
        <Form.Item name="drifted" label="Tenants that edited their copy" style={{ marginBottom: 0 }}>
          <Segmented<DriftedMode> options={DRIFTED_OPTIONS} />
        </Form.Item>
        <Flex>
          <Button size="sm" onClick={() => void runPreview()}>
            Preview
          </Button>
        </Flex>
        {plans && (
          <DisplayTable<TenantPushPlan>
            label="Preview"
            size="small"
            rowKey="tenantId"
            rows={plans}
            columns={[
              { title: 'Tenant', dataIndex: 'tenantId', render: (id: string) => names.get(id) ?? id },
              {
                title: 'Drifted',
                dataIndex: 'drifted',
                render: (isDrifted: boolean) => (isDrifted ? <Tag color="orange">Drifted</Tag> : 'No'),
              },
              { title: 'What changes', key: 'changes', render: (_, plan) => planWords(plan, drifted) },
            ]}
          />
        )}
      </Flex>
    </FormDialog>
  );
}
