import { useState } from 'react';
import { Alert, Form, FormDialog, Input, Select, Typography } from 'shared-ui';
import type { ApiAnswer, ApiBody } from 'shared-contracts';
import { cleanDomains } from './tenant-words';

type CreateTenantBody = ApiBody<'/platform/tenants', 'post'>;
type CreatedTenant = ApiAnswer<'/platform/tenants', 'post'>;

interface CreateFields {
  name: string;
  emailDomains?: string[];
  adminEmail: string;
  adminName?: string;
}

/** What the creation gave: the first admin's first password to hand over (shown once), or none needed. */
function Created({ result, adminEmail }: { result: CreatedTenant; adminEmail: string }) {
  return (
    <Alert
      type="success"
      showIcon
      title={`${result.tenant.name} is created.`}
      description={
        result.firstPassword === null ? (
          `${adminEmail} is its Tenant Admin and signs in with the password they already have.`
        ) : (
          <>
            {adminEmail} is invited as its Tenant Admin. Give them this first password; it is shown only once and they
            sign in with it:{' '}
            <Typography.Text code copyable data-testid="first-password">
              {result.firstPassword}
            </Typography.Text>
          </>
        )
      }
    />
  );
}

/** Props of the create dialog. */
export interface CreateTenantDialogProps {
  create: (body: CreateTenantBody) => Promise<CreatedTenant>;
  onClose: () => void;
}

/**
 * Creates a tenant: its name, its e-mail domains and its first Tenant Admin, invited as User Management invites. Policy
 * templates to start it with do not exist yet (issue 31, item 3).
 */
export function CreateTenantDialog({ create, onClose }: CreateTenantDialogProps) {
  const [form] = Form.useForm<CreateFields>();
  const [result, setResult] = useState<{ created: CreatedTenant; adminEmail: string } | null>(null);
  const save = async (fields: CreateFields) => {
    const adminName = fields.adminName?.trim();
    const adminEmail = fields.adminEmail.trim();
    const created = await create({
      name: fields.name.trim(),
      emailDomains: cleanDomains(fields.emailDomains),
      adminEmail,
      ...(adminName && { adminName }),
    });
    return { created, adminEmail };
  };
  return (
    <FormDialog<CreateFields, { created: CreatedTenant; adminEmail: string }>
      title="Create a tenant"
      form={form}
      save={save}
      write={{ done: null, failed: 'The tenant was not created' }}
      problems="inline"
      onSaved={setResult}
      onClose={onClose}
      saveLabel="Create"
      outcome={result ? <Created result={result.created} adminEmail={result.adminEmail} /> : undefined}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="emailDomains" label="E-mail domains" extra="Type a domain and press Enter.">
        <Select mode="tags" aria-label="E-mail domains" open={false} tokenSeparators={[',', ' ']} />
      </Form.Item>
      <Form.Item
        name="adminEmail"
        label="First Tenant Admin's email"
        rules={[{ required: true, whitespace: true, message: 'Enter the email address' }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="adminName" label="First Tenant Admin's name">
        <Input autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
