import {
  VALUE_LABELS,
  REPORT_DATA_SOURCES,
  REPORT_TIME_WINDOW_DAYS,
  userTimeZone,
  type RepeatEveryPeriod,
  type QueryFilters,
  type ReportDataSource,
  type ReportTemplate,
  type ReportTemplateCreate,
} from 'shared-contracts';
import { Form, FormDrawer, Input, Select } from 'shared-ui';
import { useReportSources } from '../api/use-report-templates';
import { hasReportFilters, ReportFilters } from './report-filters';
import { SchedulePicker } from './schedule-picker';

/** What the form edits. */
interface TemplateFormValues {
  name: string;
  filters: QueryFilters;
  columns: string[];
  description: string;
  dataSource: ReportDataSource;
  timeWindowDays: number;
  recipients: string[];
  timezone: string;
  repeatEveryPeriod: RepeatEveryPeriod;
  repeatEveryCount: number;
  repeatOn: string[];
  time: string;
}

const SOURCE_OPTIONS = REPORT_DATA_SOURCES.map((value) => ({ value, label: VALUE_LABELS.reportDataSource[value] }));
const WINDOW_OPTIONS = [1, 7, 14, 30, 90].map((days) => ({
  value: days,
  label: `Last ${days} day${days > 1 ? 's' : ''}`,
}));

function initialValues(template: ReportTemplate | undefined): TemplateFormValues {
  if (template) return template;
  return {
    name: '',
    filters: {},
    columns: [],
    description: '',
    dataSource: 'egress_events',
    timeWindowDays: REPORT_TIME_WINDOW_DAYS.default,
    recipients: [],
    timezone: userTimeZone() ?? 'UTC',
    repeatEveryPeriod: 'week',
    repeatEveryCount: 1,
    repeatOn: ['Mo'],
    time: '08:00',
  };
}

/** Props of {@link TemplateForm}. */
export interface TemplateFormProps {
  /** The template edited; a new one when absent. */
  template?: ReportTemplate;
  /** Creates or updates the template. */
  save: (body: ReportTemplateCreate) => Promise<ReportTemplate>;
  /** After a save that went through. */
  onSaved: (template: ReportTemplate) => void;
  /** Reloads the template after a stale save (412). */
  reload: () => unknown;
  onClose: () => void;
}

/** The template form in a drawer: source, filters, CSV columns, time window, recipients and the schedule picker; delivery is e-mail, CSV. */
export function TemplateForm({ template, save, onSaved, reload, onClose }: TemplateFormProps) {
  const [form] = Form.useForm<TemplateFormValues>();
  const source = (Form.useWatch('dataSource', form) ?? initialValues(template).dataSource) as ReportDataSource;
  const { data: sources } = useReportSources();
  const columnOptions = sources?.reportSources
    .find((entry) => entry.dataSource === source)
    ?.columns.map((column) => ({ value: column.key, label: column.header }));
  const submit = (values: TemplateFormValues) =>
    save({
      ...values,
      description: values.description ?? '',
      filters: values.filters ?? {},
      columns: values.columns ?? [],
      deliveryNotification: 'email',
      exportFormat: 'csv',
    });
  return (
    <FormDrawer<TemplateFormValues, ReportTemplate>
      size="large"
      title={template ? `Edit ${template.name}` : 'New report template'}
      form={form}
      initialValues={initialValues(template)}
      save={submit}
      write={{ done: (saved) => `Saved ${saved.name}`, reload }}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Data source" name="dataSource" rules={[{ required: true }]}>
        <Select
          aria-label="Data source"
          options={SOURCE_OPTIONS}
          onChange={() => form.setFieldsValue({ filters: {}, columns: [] })}
        />
      </Form.Item>
      {hasReportFilters(source) && (
        <Form.Item label="Filters" name="filters">
          <ReportFilters source={source} />
        </Form.Item>
      )}
      <Form.Item label="CSV columns" name="columns" extra="In the order chosen; all of them when none are chosen.">
        <Select
          aria-label="CSV columns"
          mode="multiple"
          allowClear
          placeholder="All columns"
          loading={!columnOptions}
          options={columnOptions}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item label="Time window" name="timeWindowDays">
        <Select aria-label="Time window" options={WINDOW_OPTIONS} />
      </Form.Item>
      <SchedulePicker />
      <Form.Item label="Time zone" name="timezone" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item
        label="Recipients (email)"
        name="recipients"
        rules={[{ type: 'array', defaultField: { type: 'email' } }]}
      >
        <Select aria-label="Recipients" mode="tags" tokenSeparators={[',', ' ']} open={false} />
      </Form.Item>
    </FormDrawer>
  );
}
