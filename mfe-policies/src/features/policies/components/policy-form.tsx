import type { FormInstance } from 'shared-ui';
import {
  POLICY_CONDITIONS,
  POLICY_EDUCATE_MESSAGE_MAX_LENGTH,
  POLICY_EXCEPTION_KEYS,
  POLICY_NAME_MAX_LENGTH,
  policyConditionKeysOf,
  VALUE_LABELS,
  POLICY_STATUSES,
  VERDICTS,
  type ClassificationKind,
  type PolicyConditionDeclaration,
  type PolicyConditionFilterEndpoint,
  type PolicyConditionKeyOf,
  type PolicyMatcherConditionKey,
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
const CONDITIONS = ['definition', 'conditions'];
const EXCEPTIONS = ['definition', 'exceptions'];

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
function ElementTypeFields() {
  const { label, options } = POLICY_CONDITIONS.elementTypes;
  const choices = useClassifications(options.classifications);
  return (
    <Form.List name={[...CONDITIONS, 'elementTypes']}>
      {(rows, { add, remove }) => (
        <Form.Item label={`${label} (element types, with a minimum count)`}>
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
                    options={choices}
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

type ValuesConditionKey = PolicyConditionKeyOf<'values'>;

/** A condition on classifications: chosen from the kind's classifications. */
function ClassificationCondition({ condition, kind }: { condition: ValuesConditionKey; kind: ClassificationKind }) {
  const { label } = POLICY_CONDITIONS[condition];
  const options = useClassifications(kind);
  return (
    <Form.Item label={label} name={[...CONDITIONS, condition]} style={{ flex: 1 }}>
      <Select aria-label={label} mode="multiple" allowClear options={options} optionFilterProp="label" />
    </Form.Item>
  );
}

/** A condition on values typed in, offered from the values seen in the tenant's events when it has an endpoint. */
function TypedCondition({ condition, options }: { condition: ValuesConditionKey; options?: Option[] }) {
  const { label, placeholder }: PolicyConditionDeclaration = POLICY_CONDITIONS[condition];
  return (
    <Form.Item label={label} name={[...CONDITIONS, condition]} style={{ flex: 1 }}>
      <Select aria-label={label} options={options} placeholder={placeholder} {...tags} />
    </Form.Item>
  );
}

function EventValuesCondition(props: { condition: ValuesConditionKey; endpoint: PolicyConditionFilterEndpoint }) {
  return <TypedCondition condition={props.condition} options={useEventValues(props.endpoint)} />;
}

/** A condition on values, its field as its declaration's options say. */
function ValuesCondition({ condition }: { condition: ValuesConditionKey }) {
  const { options }: PolicyConditionDeclaration = POLICY_CONDITIONS[condition];
  if (options && 'classifications' in options) {
    return <ClassificationCondition condition={condition} kind={options.classifications} />;
  }
  if (options) return <EventValuesCondition condition={condition} endpoint={options.filter} />;
  return <TypedCondition condition={condition} />;
}

const VALUE_CONDITIONS = policyConditionKeysOf('values');
const hasClassifications = (condition: ValuesConditionKey) => {
  const { options }: PolicyConditionDeclaration = POLICY_CONDITIONS[condition];
  return options !== undefined && 'classifications' in options;
};
/** The rows of value conditions: those chosen from classifications, then those typed in. */
const VALUE_CONDITION_ROWS = [
  VALUE_CONDITIONS.filter(hasClassifications),
  VALUE_CONDITIONS.filter((key) => !hasClassifications(key)),
];
const MATCHER_CONDITIONS = policyConditionKeysOf('matcher', 'users');

/** A matcher condition's or exception's fields. */
function Matcher({
  side,
  condition,
  disabled,
}: {
  side: 'conditions' | 'exceptions';
  condition: PolicyMatcherConditionKey;
  disabled: boolean;
}) {
  const declaration: PolicyConditionDeclaration = POLICY_CONDITIONS[condition];
  const label = side === 'conditions' ? declaration.label : (declaration.exceptionLabel ?? declaration.label);
  return (
    <MatcherFields
      path={[...(side === 'conditions' ? CONDITIONS : EXCEPTIONS), condition]}
      label={label}
      users={declaration.shape === 'users'}
      disabled={disabled}
    />
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
 * The policy builder: name, verdict (with the educate message), status; the conditions and the exceptions, one field
 * each as POLICY_CONDITIONS declares them. Errors the
 * server names by field appear next to the fields (the page sets them).
 */
export function PolicyForm({ form, initial, saving, readOnly, onSubmit, onBacktest, backtesting }: PolicyFormProps) {
  const verdict = Form.useWatch('verdict', form);
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
          <ElementTypeFields />
          {VALUE_CONDITION_ROWS.map((row) => (
            <Flex key={row.join()} gap={8} wrap>
              {row.map((condition) => (
                <ValuesCondition key={condition} condition={condition} />
              ))}
            </Flex>
          ))}
          {MATCHER_CONDITIONS.map((condition) => (
            <Matcher key={condition} side="conditions" condition={condition} disabled={readOnly} />
          ))}
        </Card>
        <Card title="Exceptions" extra="Any one of these exempts an event.">
          {POLICY_EXCEPTION_KEYS.map((condition) => (
            <Matcher key={condition} side="exceptions" condition={condition} disabled={readOnly} />
          ))}
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
