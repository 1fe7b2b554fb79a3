import { useState } from 'react';
import type { ReportTemplate, ReportTemplateCreate } from 'shared-contracts';
import { Button, Card, describeError, EmptyState, Flex, useShell } from 'shared-ui';
import { useNavigate, useParams } from 'shared-ui/core';
import { ReportHistory } from '../features/report-history/components/report-history';
import { useTemplateWrites } from '../features/report-templates/api/template-writes';
import { useReportTemplates } from '../features/report-templates/api/use-report-templates';
import { TemplateForm } from '../features/report-templates/components/template-form';
import { TemplatesTable } from '../features/report-templates/components/templates-table';
import { reportPaths } from './reports-route-table';

type Editing = { template?: ReportTemplate } | null;

/** Report templates (/report-templates/:id?/:reportId?): the list, the form, and the history of the one in the URL. */
export function ReportsPage() {
  const { id, reportId } = useParams();
  const navigate = useNavigate();
  const { notify, can } = useShell();
  const { data, isLoading } = useReportTemplates();
  const writes = useTemplateWrites();
  const [editing, setEditing] = useState<Editing>(null);
  const templates = data?.reportTemplates ?? [];
  const selected = templates.find((template) => template.id === id);
  const failed = (error: unknown) => notify({ title: describeError(error), variant: 'destructive' });
  const run = (work: () => Promise<unknown>, done: string) =>
    work().then(() => notify({ title: done, variant: 'success' }), failed);

  const save = async (body: ReportTemplateCreate) => {
    try {
      const saved = editing?.template
        ? await writes.update(editing.template.id, { ...body, version: editing.template.version })
        : await writes.create(body);
      setEditing(null);
      notify({ title: `Saved ${saved.name}`, variant: 'success' });
      void navigate(reportPaths.reports(saved.id));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title="Report templates"
        extra={
          <Button variant="primary" onClick={() => setEditing({})}>
            New template
          </Button>
        }
      >
        {!isLoading && templates.length === 0 ? (
          <EmptyState title="No report templates yet." />
        ) : (
          <TemplatesTable
            templates={templates}
            loading={isLoading}
            selectedId={id}
            canDelete={can('reports.delete')}
            actions={{
              open: (template) => void navigate(reportPaths.reports(template.id)),
              edit: (template) => setEditing({ template }),
              runNow: (template) => {
                void run(() => writes.runNow(template.id), `Report of ${template.name} queued`);
                void navigate(reportPaths.reports(template.id));
              },
              copy: (template) => void run(() => writes.copy(template.id), `Copied ${template.name}`),
              setPaused: (template, pause) =>
                void run(
                  () => writes.setPaused(template.id, pause),
                  `${pause ? 'Paused' : 'Resumed'} ${template.name}`,
                ),
              remove: (template) =>
                void run(async () => {
                  await writes.remove(template.id);
                  if (template.id === id) void navigate(reportPaths.reports());
                }, `Deleted ${template.name}`),
            }}
          />
        )}
      </Card>
      {selected && (
        <Card title={`Reports of ${selected.name}`}>
          <ReportHistory templateId={selected.id} selectedReportId={reportId} onError={failed} />
        </Card>
      )}
      {editing && (
        <TemplateForm
          {...(editing.template && { template: editing.template })}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
