import type { FormInstance } from 'shared-ui';
import {
  POLICY_EDUCATE_MESSAGE_MAX_LENGTH,
  POLICY_NAME_MAX_LENGTH,
  VALUE_LABELS,
  POLICY_STATUSES,
  VERDICTS,
  type PolicyWrite,
} from 'shared-contracts';
import {
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  searchUsersAndGroups,
  Select,
  Space,
  Switch,
  useApi,
} from 'shared-ui';
import { useClassifications, useEventValues, useListOptions } from '../api/use-builder-options';
import { PickerField } from './picker-field';

type Option = { value: string; label: string };

const VERDICT_OPTIONS = VERDICTS.map((value) => ({ value, label: VALUE_LABELS.verdict[value] }));
const STATUS_OPTIONS = POLICY_STATUSES.map((value) => ({ value, label: VALUE_LABELS.policyStatus[value] }));
const tags = { mode: 'tags' as const, tokenSeparators: [','], allowClear: true };

/** A matcher's fields: values typed in (users and groups through the directory's search picker) and lists. */
function MatcherFields(props: { path: string[]; label: string; users?: boolean; disabled: boolean }) {
  const { path, label, users, disabled } = props;
  const api = useApi();
  const lists = useListOptions();
  const search = (type: 'user' | 'group') => (text: string) => searchUsersAndGroups(api, type, text);
  const searchLists = (text: string) =>
    Promise.resolve(lists.filter((list) => list.label.toLowerCase().includes(text.trim().toLowerCase())));
  const listName = (id: string) => lists.find((list) => list.value === id)?.label ?? id;
  return (
    <Flex gap={16} wrap align="end">
      {users ? (
        <>
          <Form.Item label={label} name={[...path, 'values']}>
            <PickerField label={`${label}: users`} onSearch={search('user')} allowAdd disabled={disabled} />
          </Form.Item>
          <Form.Item label="Groups" name={[...path, 'groups']}>
            <PickerField label={`${label}: groups`} onSearch={search('group')} allowAdd disabled={disabled} />
          </Form.Item>
        </>
      ) : (
        <Form.Item label={label} name={[...path, 'values']} style={{ flex: 1, minWidth: 260 }}>
          <Select aria-label={`${label}: values`} placeholder="Type and press Enter" {...tags} />
        </Form.Item>
      )}
      <Form.Item label="Lists" name={[...path, 'listIds']}>
        <PickerField label={`${label}: lists`} onSearch={searchLists} labelOf={listName} disabled={disabled} />
      </Form.Item>
    </Flex>
  );
}

/** Element types at a minimum count each: one row per element type. */
function ElementTypeFields({ options }: { options: Option[] }) {
  return (
    <Form.List name={['definition', 'conditions', 'elementTypes']}>
      {(rows, { add, remove }) => (
        <Form.Item label="Data types (element types, with a minimum count)">
          <Flex vertical gap={8}>
            {rows.map((row) => (
              <Space key={row.key} align="start">
                <Form.Item
                  name={[row.name, 'id']}
                  rules={[{ required: true, message: 'Choose an element type' }]}
                  noStyle
                >
                  <Select
                    aria-label="Element type"
                    showSearch
                    optionFilterProp="label"
                    options={options}
                    style={{ width: 280 }}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'minCount']} noStyle>
                  <InputNumber aria-label="Minimum count" min={1} max={100000} precision={0} addonBefore="at least" />
                </Form.Item>
                <Button variant="ghost" onClick={() => remove(row.name)}>
                  Remove
                </Button>
              </Space>
            ))}
            <Button variant="outline" onClick={() => add({ id: undefined, minCount: 1 })}>
              Add data type
            </Button>
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** Props of {@link PolicyForm}. */
export interface PolicyFormProps {
  form: FormInstance<PolicyWrite>;
  initial: PolicyWrite;
  saving: boolean;
  readOnly: boolean;
  onSubmit: (policy: PolicyWrite) => void;
  onBacktest: (policy: PolicyWrite) => void;
  backtesting: boolean;
}

/**
 * The policy builder: name, verdict (with the educate message), status; the conditions (data, categories,
 * frameworks, labels, channels, destination types, sources, destinations, users) and the exceptions. Errors the
 * server names by field appear next to the fields (the page sets them).
 */
export function PolicyForm({ form, initial, saving, readOnly, onSubmit, onBacktest, backtesting }: PolicyFormProps) {
  const elements = useClassifications('element-types');
  const categories = useClassifications('categories');
  const frameworks = useClassifications('compliance-frameworks');
  const channels = useEventValues('/filters/egress-channel-options');
  const labels = useEventValues('/filters/mip-label-options');
  const verdict = Form.useWatch('verdict', form);
  const conditions = ['definition', 'conditions'];
  const exceptions = ['definition', 'exceptions'];
  const validated = (then: (policy: PolicyWrite) => void) => () =>
    void form.validateFields().then(
      () => then(form.getFieldsValue(true) as PolicyWrite),
      () => undefined,
    );

  return (
    <Form<PolicyWrite>
      form={form}
      layout="vertical"
      initialValues={initial}
      disabled={readOnly}
      // Every value, not only the fields on screen (an educate message is kept while the verdict is another).
      onFinish={() => onSubmit(form.getFieldsValue(true) as PolicyWrite)}
    >
      <Flex vertical gap={16}>
        <Card title="Policy">
          <Flex gap={16} wrap>
            <Form.Item
              label="Name"
              name="name"
              rules={[{ required: true, whitespace: true, max: POLICY_NAME_MAX_LENGTH }]}
              style={{ flex: 2, minWidth: 260 }}
            >
              <Input />
            </Form.Item>
            <Form.Item label="Verdict" name="verdict" rules={[{ required: true }]} style={{ width: 180 }}>
              <Select aria-label="Verdict" options={VERDICT_OPTIONS} />
            </Form.Item>
            <Form.Item label="Status" name="status" style={{ width: 180 }}>
              <Select aria-label="Status" options={STATUS_OPTIONS} />
            </Form.Item>
            <Form.Item
              label="Priority"
              name="priority"
              tooltip="Its place in the list: 1 decides first. Empty puts a new policy last."
              normalize={(value: number | null) => value ?? undefined}
              style={{ width: 140 }}
            >
              <InputNumber aria-label="Priority" min={1} max={1_000_000} precision={0} placeholder="Last" />
            </Form.Item>
          </Flex>
          <Form.Item label="Description" name="description" rules={[{ max: 1000 }]}>
            <Input />
          </Form.Item>
          {verdict === 'educate' && (
            <Form.Item
              label="Message shown to the user"
              name={['definition', 'educateMessage']}
              rules={[{ required: true, whitespace: true, max: POLICY_EDUCATE_MESSAGE_MAX_LENGTH }]}
            >
              <Input.TextArea rows={2} />
            </Form.Item>
          )}
          <Form.Item label="Raise an incident" name={['definition', 'raiseIncident']} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Card>
        <Card title="Conditions" extra="Every condition filled in must hold; any value of one is enough.">
          <ElementTypeFields options={elements} />
          <Flex gap={8} wrap>
            <Form.Item label="Compliance frameworks" name={[...conditions, 'complianceFrameworks']} style={{ flex: 1 }}>
              <Select
                aria-label="Compliance frameworks"
                mode="multiple"
                allowClear
                options={frameworks}
                optionFilterProp="label"
              />
            </Form.Item>
            <Form.Item label="Content categories" name={[...conditions, 'contentCategories']} style={{ flex: 1 }}>
              <Select
                aria-label="Content categories"
                mode="multiple"
                allowClear
                options={categories}
                optionFilterProp="label"
              />
            </Form.Item>
          </Flex>
          <Flex gap={8} wrap>
            <Form.Item label="MIP labels" name={[...conditions, 'mipLabels']} style={{ flex: 1 }}>
              <Select aria-label="MIP labels" options={labels} {...tags} />
            </Form.Item>
            <Form.Item label="Egress channels" name={[...conditions, 'egressChannels']} style={{ flex: 1 }}>
              <Select aria-label="Egress channels" options={channels} {...tags} />
            </Form.Item>
            <Form.Item label="Destination types" name={[...conditions, 'destinationTypes']} style={{ flex: 1 }}>
              <Select aria-label="Destination types" placeholder="e.g. AI service" {...tags} />
            </Form.Item>
          </Flex>
          <MatcherFields path={[...conditions, 'sources']} label="Sources" disabled={readOnly} />
          <MatcherFields path={[...conditions, 'destinations']} label="Destinations" disabled={readOnly} />
          <MatcherFields path={[...conditions, 'users']} label="Users" users disabled={readOnly} />
        </Card>
        <Card title="Exceptions" extra="Any one of these exempts an event.">
          <MatcherFields path={[...exceptions, 'sources']} label="Exempt sources" disabled={readOnly} />
          <MatcherFields path={[...exceptions, 'destinations']} label="Exempt destinations" disabled={readOnly} />
          <MatcherFields path={[...exceptions, 'users']} label="Exempt users" users disabled={readOnly} />
        </Card>
        <Space>
          <Button variant="outline" loading={backtesting} disabled={false} onClick={validated(onBacktest)}>
            Backtest
          </Button>
          {!readOnly && (
            <Button variant="primary" loading={saving} onClick={() => form.submit()}>
              Save
            </Button>
          )}
        </Space>
      </Flex>
    </Form>
  );
}
