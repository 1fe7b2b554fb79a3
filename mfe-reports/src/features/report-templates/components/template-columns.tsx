import { describeSchedule, formatExactTime, VALUE_LABELS } from 'shared-contracts';
import type { ReportTemplate } from 'shared-contracts';
import { Button, ConfirmAction, ConfirmDelete, ConfirmToggle, Space, Tag } from 'shared-ui';
import type { TableColumn } from 'shared-ui';

/** What a row's buttons do. */
export interface TemplateActions {
  open: (template: ReportTemplate) => void;
  edit: (template: ReportTemplate) => void;
  runNow: (template: ReportTemplate) => void;
  copy: (template: ReportTemplate) => void;
  setPaused: (template: ReportTemplate, pause: boolean) => void;
  remove: (template: ReportTemplate) => void;
}

/** The templates' columns: status and next run, and what can be done to each (with a confirmation). */
export function templateColumns(actions: TemplateActions, canDelete: boolean): TableColumn<ReportTemplate>[] {
  return [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name, template) => (
        <Button variant="link" onClick={() => actions.open(template)}>
          {name}
        </Button>
      ),
    },
    {
      title: 'Data source',
      dataIndex: 'dataSource',
      render: (source) => VALUE_LABELS.reportDataSource[source],
    },
    {
      title: 'Schedule',
      key: 'schedule',
      render: (_, template) => `${describeSchedule(template)} (${template.timezone})`,
    },
    {
      title: 'Status',
      dataIndex: 'paused',
      render: (paused) => (paused ? <Tag>Paused</Tag> : <Tag color="green">Active</Tag>),
    },
    { title: 'Next run', dataIndex: 'nextRun', render: (next) => (next ? formatExactTime(next, { zone: true }) : '—') },
    { title: 'Last run', dataIndex: 'lastRun', render: (last) => (last ? formatExactTime(last, { zone: true }) : '—') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, template) => (
        <Space size={4} wrap>
          <Button size="sm" variant="outline" onClick={() => actions.runNow(template)}>
            Run now
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actions.edit(template)}>
            Edit
          </Button>
          <ConfirmAction
            title={`Copy "${template.name}"?`}
            okText="Copy"
            danger={false}
            onConfirm={() => actions.copy(template)}
          >
            <Button size="sm" variant="ghost">
              Copy
            </Button>
          </ConfirmAction>
          {/* Pausing asks first, naming the template; resuming acts at once. */}
          <ConfirmToggle
            on={!template.paused}
            title={`Pause "${template.name}"? It will not run until resumed.`}
            okText="Pause"
            onChange={(running) => actions.setPaused(template, !running)}
          >
            <Button size="sm" variant="ghost">
              {template.paused ? 'Resume' : 'Pause'}
            </Button>
          </ConfirmToggle>
          {canDelete && (
            <ConfirmDelete
              title={`Delete "${template.name}" and its reports?`}
              okText="Delete"
              onConfirm={() => actions.remove(template)}
            >
              <Button size="sm" variant="destructive">
                Delete
              </Button>
            </ConfirmDelete>
          )}
        </Space>
      ),
    },
  ];
}
