import { useState } from 'react';
import type { ReportTemplate, ReportTemplateCreate } from 'shared-contracts';
import { Button, Card, describeError, EmptyState, Flex, TableSection, useShell, useWrite } from 'shared-ui';
import { useNavigate, useParams } from 'shared-ui/core';
import { ReportHistory } from '../features/report-history/components/report-history';
import { useTemplateWrites } from '../features/report-templates/api/template-writes';
import { useReportTemplates } from '../features/report-templates/api/use-report-templates';
import { TemplateForm } from '../features/report-templates/components/template-form';
import { templateColumns } from '../features/report-templates/components/template-columns';
import { reportPaths } from './reports-route-table';

type Editing = { template?: ReportTemplate } | null;

/** Report templates (/report-templates/:id?/:reportId?): the list, the form, and the history of the one in the URL. */
export function ReportsPage() {
  const { id, reportId } = useParams();
  const navigate = useNavigate();
  const { notify, can } = useShell();
  const { data, error, isLoading, mutate } = useReportTemplates();
  const writes = useTemplateWrites();
  const write = useWrite();
  const [editing, setEditing] = useState<Editing>(null);
  // Templates being deleted: their history goes at once, so nothing asks for the reports of an id that is gone (404).
  const [removing, setRemoving] = useState<readonly string[]>([]);
  const templates = data?.reportTemplates ?? [];
  const selected = templates.find((template) => template.id === id && !removing.includes(template.id));
  const failed = (error: unknown) => notify({ title: describeError(error), variant: 'destructive' });
  // A stale write (412) reloads the templates.
  const run = (work: () => Promise<unknown>, done: string) => write(work, { done, reload: () => mutate() });

  const save = (body: ReportTemplateCreate) =>
    editing?.template
      ? writes.update(editing.template.id, { ...body, version: editing.template.version })
      : writes.create(body);
  // After a stale save the form goes on with the reloaded template's version; the fields keep what was typed.
  const reload = async () => {
    const fresh = (await mutate())?.reportTemplates.find((template) => template.id === editing?.template?.id);
    if (fresh) setEditing({ template: fresh });
  };

  return (
    <Flex vertical gap={16}>
      <TableSection<ReportTemplate>
        title="Report templates"
        extra={
          <Button variant="primary" onClick={() => setEditing({})}>
            New template
          </Button>
        }
        replacement={
          !isLoading && templates.length === 0 ? (
            <EmptyState
              title="No report templates yet."
              description="A template sets what a report holds and when it runs."
              action={
                <Button variant="primary" onClick={() => setEditing({})}>
                  New template
                </Button>
              }
            />
          ) : undefined
        }
        error={error}
        onRetry={() => void mutate()}
        errorTitle="The report templates could not be loaded"
        rowKey="id"
        size="small"
        loading={isLoading}
        rows={templates}
        isSelected={(template) => template.id === id}
        columns={templateColumns(
          {
            open: (template) => void navigate(reportPaths.reports(template.id)),
            edit: (template) => setEditing({ template }),
            runNow: (template) => {
              void run(() => writes.runNow(template.id), `Report of ${template.name} queued`);
              void navigate(reportPaths.reports(template.id));
            },
            copy: (template) => void run(() => writes.copy(template.id), `Copied ${template.name}`),
            setPaused: (template, pause) =>
              void run(() => writes.setPaused(template.id, pause), `${pause ? 'Paused' : 'Resumed'} ${template.name}`),
            remove: (template) => {
              // Away from the template first: its history unmounts before the delete reloads the cache, so it neither
              // reloads nor polls the reports of a template that is gone.
              setRemoving((ids) => [...ids, template.id]);
              if (template.id === id) void navigate(reportPaths.reports());
              void run(() => writes.remove(template.id), `Deleted ${template.name}`).finally(() =>
                setRemoving((ids) => ids.filter((other) => other !== template.id)),
              );
            },
          },
          can('reports.delete'),
        )}
      />
      {selected && (
        <Card title={`Reports of ${selected.name}`}>
          <ReportHistory templateId={selected.id} selectedReportId={reportId} onError={failed} />
        </Card>
      )}
      {editing && (
        <TemplateForm
          {...(editing.template && { template: editing.template })}
          save={save}
          reload={reload}
          onSaved={(saved) => {
            setEditing(null);
            void navigate(reportPaths.reports(saved.id));
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
