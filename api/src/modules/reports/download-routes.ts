import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/tenant-scope';
import { recordAudit } from '../../lib/audit/record-audit';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { FileMissing } from '../../lib/storage/file-store';
import { findReport } from './report-repository';
import { downloadSchema } from './route-schemas';
import { REPORTS_PAGE } from './template-writes';

/**
 * GET /report-downloads/{reportID}?tenant=&by=&expires=&signature=: the CSV behind a signed link, without a session (a new tab, an e-mail). The link
 * names the tenant, the report and who asked; each download writes an audit entry under that person before the
 * first byte.
 */
export async function reportDownloadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/report-downloads/:reportId',
    { schema: downloadSchema, config: { access: 'public' } },
    async (request, reply) => {
      const { services } = app.reports;
      const grant = await services.links.verify(request.params.reportId, request.query, services.now());
      if (grant === 'expired') throw new HttpProblem(410, 'The download link has expired: open the report again');
      if (grant === 'invalid') throw notFound('The report');
      const report = await withTenant(app.database, grant.tenantId, async (tx) => {
        const found = await findReport(tx, grant.tenantId, null, grant.reportId);
        if (!found?.available || !found.fileKey) return undefined;
        await recordAudit(tx, grant.tenantId, {
          actorId: grant.actorId,
          page: REPORTS_PAGE,
          action: 'Download',
          outcome: 'Success',
          objectId: found.id,
          objectCreated: found.created,
          description: `Downloaded report ${found.fileName} (${found.rowCount} rows)`,
        });
        return { ...found, fileKey: found.fileKey };
      });
      if (!report) throw notFound('The report');
      let content;
      try {
        content = await services.files.get(report.fileKey);
      } catch (error) {
        if (error instanceof FileMissing) throw notFound('The report file');
        throw error;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  );
}
