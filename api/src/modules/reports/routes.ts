import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_DATA_SOURCES, REPORT_DOWNLOAD_LINK_SECONDS } from 'shared-contracts';
import { expectedVersion } from '../../lib/http/if-match';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { requireSession } from '../../plugins/access-control';
import { claimSlot, findReport, listReports, toReport } from './report-repository';
import { reportLink } from './report-runner';
import type { ReportRunner, ReportServices } from './report-runner';
import {
  copyTemplateSchema,
  createTemplateSchema,
  deleteTemplateSchema,
  downloadLinkSchema,
  getTemplateSchema,
  listReportsSchema,
  listSourcesSchema,
  listTemplatesSchema,
  pauseTemplateSchema,
  runNowSchema,
  updateTemplateSchema,
} from './route-schemas';
import { REPORT_SOURCES, sourceColumns } from './report-sources';
import { toTemplate } from './template-dto';
import { findTemplate, listTemplates } from './template-repository';
import { changeTemplate, copyTemplate, createTemplate, removeTemplate, setPaused } from './template-writes';

declare module 'fastify' {
  interface FastifyInstance {
    /** What makes reports (file store, signed links, mail, clock) and the runner that makes them. */
    reports: { services: ReportServices; runner: ReportRunner };
  }
}

/**
 * Report templates and their reports (SPEC §7): read and written by the tenant's members (`reports.write` is every
 * member's), deleted by a Tenant Admin (`reports.delete`: the history goes too), each write audited under Reports.
 * Another tenant's template or report is a 404.
 */
export async function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { access: 'tenant' } as const;
  const actorOf = (request: FastifyRequest) => ({ id: requireSession(request).sub });
  const now = () => app.reports.services.now();
  const details = (row: Parameters<typeof toTemplate>[0]) => ({ reportTemplateDetails: toTemplate(row, now()) });

  app.get('/report-sources', { schema: listSourcesSchema, config }, async () => ({
    reportSources: REPORT_DATA_SOURCES.flatMap((dataSource) => {
      const source = REPORT_SOURCES[dataSource];
      return source ? [{ dataSource, columns: sourceColumns(source) }] : [];
    }),
  }));

  app.get('/report-templates', { schema: listTemplatesSchema, config }, async (request) => {
    const rows = await request.inTenant((tx, tenant) => listTemplates(tx, tenant.id));
    return { reportTemplates: rows.map((row) => toTemplate(row, now())) };
  });

  app.post('/report-templates', { schema: createTemplateSchema, config }, async (request) => {
    return details(
      await request.inTenant((tx, tenant) => createTemplate(tx, tenant.id, actorOf(request), request.body)),
    );
  });

  app.get('/report-templates/:id', { schema: getTemplateSchema, config }, async (request) => {
    const row = await request.inTenant((tx, tenant) => findTemplate(tx, tenant.id, request.params.id));
    if (!row) throw notFound('The report template');
    return details(row);
  });

  app.patch('/report-templates/:id', { schema: updateTemplateSchema, config }, async (request, reply) => {
    const expected = expectedVersion(request, request.body.version, 'template');
    const row = await request.inTenant((tx, tenant) =>
      changeTemplate(tx, tenant.id, actorOf(request), request.params.id, request.body, expected),
    );
    return reply.header('etag', `"${row.version}"`).send(details(row));
  });

  app.delete(
    '/report-templates/:id',
    { schema: deleteTemplateSchema, config: { access: 'tenant-admin' } },
    async (request, reply) => {
      const files = await request.inTenant((tx, tenant) =>
        removeTemplate(tx, tenant.id, actorOf(request), request.params.id),
      );
      // After the commit: a file whose row is gone can never be served again.
      await Promise.all(files.map((key) => app.reports.services.files.remove(key)));
      return reply.code(204).send(null);
    },
  );

  app.post('/report-templates/:id', { schema: copyTemplateSchema, config }, async (request) => {
    return details(
      await request.inTenant((tx, tenant) => copyTemplate(tx, tenant.id, actorOf(request), request.params.id)),
    );
  });

  app.patch('/report-templates/:id/status', { schema: pauseTemplateSchema, config }, async (request) => {
    const { pause } = request.query;
    return details(
      await request.inTenant((tx, tenant) => setPaused(tx, tenant.id, actorOf(request), request.params.id, pause)),
    );
  });

  app.get('/report-templates/:id/reports', { schema: listReportsSchema, config }, async (request) => {
    const rows = await request.inTenant(async (tx, tenant) => {
      if (!(await findTemplate(tx, tenant.id, request.params.id))) throw notFound('The report template');
      return listReports(tx, tenant.id, request.params.id);
    });
    return { reports: rows.map(toReport) };
  });

  app.post('/report-templates/:id/reports', { schema: runNowSchema, config }, async (request, reply) => {
    const actor = actorOf(request);
    const report = await request.inTenant(async (tx, tenant) => {
      if (!(await findTemplate(tx, tenant.id, request.params.id))) throw notFound('The report template');
      return claimSlot(tx, tenant.id, request.params.id, now(), 'manual', actor.id);
    });
    // Two clicks in the same millisecond are one report.
    if (!report) throw new HttpProblem(409, 'A report of this template was just queued');
    app.reports.runner.start(request.tenant.id, report.id);
    return reply.code(202).send(toReport(report));
  });

  app.get('/report-templates/:id/reports/:reportId', { schema: downloadLinkSchema, config }, async (request) => {
    const { id, reportId } = request.params;
    const report = await request.inTenant((tx, tenant) => findReport(tx, tenant.id, id, reportId));
    if (!report) throw notFound('The report');
    if (!report.available) throw new HttpProblem(409, `The report has no file to download (${report.status})`);
    const link = await reportLink(
      app.reports.services,
      request.tenant.id,
      report.id,
      actorOf(request).id,
      REPORT_DOWNLOAD_LINK_SECONDS * 1000,
    );
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });
}
