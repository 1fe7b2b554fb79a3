import { describeSchedule, formatScheduledTime, VALUE_LABELS } from 'shared-contracts';
import type { ReportTemplate } from 'shared-contracts';
import {
  Button,
  ConfirmAction,
  ConfirmDelete,
  ConfirmToggle,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  Flex,
  PauseCircleOutlined,
  PlayCircleOutlined,
  Tag,
} from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import type { ReactNode } from 'react';

/** A name too long for its column is cut with an ellipsis (whole on hover), never wrapped. */
const NAME_STYLE = { maxWidth: '100%', padding: 0, justifyContent: 'flex-start' } as const;
const NAME_TEXT_STYLE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** What a row's buttons do. */
export interface TemplateActions {
  open: (template: ReportTemplate) => void;
  edit: (template: ReportTemplate) => void;
  runNow: (template: ReportTemplate) => void;
  copy: (template: ReportTemplate) => void;
  setPaused: (template: ReportTemplate, pause: boolean) => void;
  remove: (template: ReportTemplate) => void;
}

/**
 * A row action: an icon button named by its action (the name on hover too), one look for every action of a row. An
 * element, not a component, so that the confirmations wrap the button itself.
 */
const rowAction = (name: string, icon: ReactNode, onClick?: () => void) => (
  <Button size="sm" variant="ghost" icon={icon} aria-label={name} title={name} onClick={onClick} />
);

/**
 * The templates' columns: name, data source, schedule, status and next run, and what can be done to each (with a
 * confirmation). Each reads on one line at 1024 px (a long schedule is cut, whole on hover); a template's past runs are
 * its reports, listed when it is opened; times are to the minute, as schedules are.
 */
export function templateColumns(actions: TemplateActions, canDelete: boolean): TableColumn<ReportTemplate>[] {
  return [
    {
      title: 'Name',
      dataIndex: 'name',
      width: 156,
      ellipsis: true,
      render: (name, template) => (
        <Button variant="link" title={name} onClick={() => actions.open(template)} style={NAME_STYLE}>
          <span style={NAME_TEXT_STYLE}>{name}</span>
        </Button>
      ),
    },
    {
      title: 'Data source',
      dataIndex: 'dataSource',
      width: 110,
      ellipsis: true,
      render: (source) => VALUE_LABELS.reportDataSource[source],
    },
    {
      title: 'Schedule',
      key: 'schedule',
      ellipsis: true,
      // The template's zone on hover: the cell keeps its width for the words.
      render: (_, template) => (
        <span title={`${describeSchedule(template)} (${template.timezone})`}>{describeSchedule(template)}</span>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'paused',
      width: 80,
      render: (paused) => (paused ? <Tag>Paused</Tag> : <Tag color="green">Active</Tag>),
    },
    {
      title: 'Next run',
      dataIndex: 'nextRun',
      width: 174,
      ellipsis: true,
      // The zone on hover.
      render: (next) =>
        next ? <span title={formatScheduledTime(next, { zone: true })}>{formatScheduledTime(next)}</span> : '—',
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 160,
      render: (_, template) => (
        <Flex>
          {rowAction('Run now', <PlayCircleOutlined />, () => actions.runNow(template))}
          {rowAction('Edit', <EditOutlined />, () => actions.edit(template))}
          <ConfirmAction
            title={`Copy "${template.name}"?`}
            okText="Copy"
            danger={false}
            onConfirm={() => actions.copy(template)}
          >
            {rowAction('Copy', <CopyOutlined />)}
          </ConfirmAction>
          {/* Pausing asks first, naming the template; resuming acts at once. */}
          <ConfirmToggle
            on={!template.paused}
            title={`Pause "${template.name}"? It will not run until resumed.`}
            okText="Pause"
            onChange={(running) => actions.setPaused(template, !running)}
          >
            {rowAction(
              template.paused ? 'Resume' : 'Pause',
              template.paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />,
            )}
          </ConfirmToggle>
          {canDelete && (
            <ConfirmDelete
              title={`Delete "${template.name}" and its reports?`}
              okText="Delete"
              onConfirm={() => actions.remove(template)}
            >
              {rowAction('Delete', <DeleteOutlined />)}
            </ConfirmDelete>
          )}
        </Flex>
      ),
    },
  ];
}
