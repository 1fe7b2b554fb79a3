import { Form, Select } from 'shared-ui';

/**
 * The tenants a platform dialog acts on (a release's audience, a template's push, a tenant group): a required choice of
 * one or more, searched by name. `stacked`: in a Flex column that spaces its children itself (no margin of its own).
 */
export function TenantsField(props: {
  name: string;
  tenants: readonly { id: string; name: string }[];
  stacked?: boolean;
  onChange?: () => void;
}) {
  return (
    <Form.Item
      name={props.name}
      label="Tenants"
      rules={[{ required: true, message: 'Choose at least one tenant' }]}
      style={props.stacked ? { marginBottom: 0 } : undefined}
    >
      <Select
        mode="multiple"
        aria-label="Tenants"
        placeholder="Choose tenants"
        optionFilterProp="label"
        options={props.tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
        onChange={props.onChange}
      />
    </Form.Item>
  );
}
