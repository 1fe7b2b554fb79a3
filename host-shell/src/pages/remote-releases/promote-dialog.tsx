import { Flex, Form, FormDialog, InputNumber, Segmented, Typography } from 'shared-ui';
import type { ReleaseAudience, ReleasePromotion } from './release-words';
import { TenantsField } from '../tenants-field';

/** Who the dialog's audience choice is. */
type AudienceKind = ReleaseAudience['kind'];

interface PromoteFields {
  kind: AudienceKind;
  tenants?: string[];
  percent?: number;
}

const KIND_OPTIONS: { value: AudienceKind; label: string }[] = [
  { value: 'all', label: 'All tenants' },
  { value: 'tenants', label: 'Named tenants' },
  { value: 'percent', label: 'A percentage of tenants' },
];

/** The audience the fields describe. */
function audienceOf({ kind, tenants = [], percent = 0 }: PromoteFields): ReleaseAudience {
  if (kind === 'tenants') return { kind, tenants };
  if (kind === 'percent') return { kind, percent };
  return { kind: 'all' };
}

/** Props of the promote dialog. */
export interface PromoteDialogProps {
  title: string;
  version: string;
  tenants: { id: string; name: string }[];
  promote: (audience: ReleaseAudience) => Promise<ReleasePromotion>;
  onClose: () => void;
}

/** Promotes one version of one remote to every tenant, named tenants or a percentage of them, in one dialog. */
export function PromoteDialog({ title, version, tenants, promote, onClose }: PromoteDialogProps) {
  const [form] = Form.useForm<PromoteFields>();
  const kind = Form.useWatch('kind', form) ?? 'all';
  return (
    <FormDialog<PromoteFields, ReleasePromotion>
      title={`Promote ${title} ${version}`}
      form={form}
      initialValues={{ kind: 'all', percent: 10 }}
      save={(fields) => promote(audienceOf(fields))}
      write={{ done: `${title} ${version} promoted`, failed: `${title} ${version} was not promoted` }}
      problems="inline"
      saveLabel="Promote"
      onSaved={onClose}
      onClose={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          Users of the chosen tenants load {title} {version} at their next navigation; pages already open offer a
          reload.
        </Typography.Text>
        <Form.Item name="kind" label="Promote to" style={{ marginBottom: 0 }}>
          <Segmented<AudienceKind> options={KIND_OPTIONS} />
        </Form.Item>
        {kind === 'tenants' && <TenantsField name="tenants" tenants={tenants} stacked />}
        {kind === 'percent' && (
          <Form.Item
            name="percent"
            label="Percentage of tenants"
            rules={[{ required: true, message: 'Enter a percentage from 1 to 100' }]}
            style={{ marginBottom: 0 }}
          >
            <InputNumber aria-label="Percentage of tenants" min={1} max={100} precision={0} addonAfter="%" />
          </Form.Item>
        )}
      </Flex>
    </FormDialog>
  );
}
