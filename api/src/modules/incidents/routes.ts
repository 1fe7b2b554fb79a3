import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INCIDENT_COUNT_CAP } from 'shared-contracts';
import type {
  ExceptionStatusRequest,
  IncidentBatchChanges,
  IncidentCounts,
  IncidentFilterQuery,
  IncidentUpdateRequest,
} from 'shared-contracts';
import { withTenant } from '../../db/tenant-scope';
import { badRequest } from '../../lib/http/problem';
import { countRowsCapped, listPage, parseListQuery, sendCsvExport } from '../../lib/listing';
import type { RawListQuery } from '../../lib/listing';
import { requireSession, requireTenant } from '../../plugins/access-control';
import { applyBatch } from './batch';
import { incidentListing } from './incident-listing';
import { addComment, listComments } from './comments';
import { setExceptionStatus } from './exception-status';
import { getExtendedIncident, updateIncident } from './repository';
import type { IncidentKey } from './repository';
import { countIncidentsSchema, exportIncidentsSchema, getIncidentSchema, listIncidentsSchema } from './schemas';
import {
  addCommentSchema,
  batchSchema,
  exceptionStatusSchema,
  listCommentsSchema,
  updateIncidentSchema,
} from './write-schemas';

function incidentKey(request: FastifyRequest): IncidentKey {
  const { id } = request.params as { id: string };
  const query = request.query as { created?: string; policyType?: string };
  return {
    id,
    ...(query.created && { created: query.created }),
    ...(query.policyType && { policyType: query.policyType }),
  };
}

/** The version of If-Match (`"3"`, `W/"3"` or `3`), else the body's. */
function expectedVersion(request: FastifyRequest, bodyVersion: number | undefined): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return bodyVersion;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match) throw badRequest('If-Match', 'is not an incident version', 'header');
  return Number(match[1]);
}

/** Incidents: list, count, export, detail, update, comments, exception status and batch changes. */
export async function incidentRoutes(app: FastifyInstance): Promise<void> {
  const actorOf = (request: FastifyRequest) => ({ id: requireSession(request).sub });

  app.get('/incidents', { schema: listIncidentsSchema, config: { access: 'tenant' } }, async (request) => {
    const tenant = requireTenant(request);
    const query = parseListQuery(incidentListing, request.query as RawListQuery);
    const page = await withTenant(app.database, tenant.id, (tx) => listPage(tx, tenant.id, incidentListing, query));
    return { incidents: page.rows, nextToken: page.nextToken };
  });

  app.get('/incidents/count', { schema: countIncidentsSchema, config: { access: 'tenant' } }, async (request) => {
    const tenant = requireTenant(request);
    const query = parseListQuery(incidentListing, request.query as RawListQuery);
    const counts = await withTenant(app.database, tenant.id, (tx) =>
      countRowsCapped(tx, tenant.id, incidentListing, query, INCIDENT_COUNT_CAP),
    );
    const answer: IncidentCounts = { totalIncidents: counts.total, totalFilteredIncidents: counts.filtered };
    if (counts.approximate) answer.approximate = true;
    return answer;
  });

  app.get(
    '/incidents/export',
    { schema: exportIncidentsSchema, config: { access: 'tenant' } },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const query = parseListQuery(incidentListing, request.query as RawListQuery);
      return sendCsvExport(reply, app.database, tenant.id, incidentListing, query, 'incidents');
    },
  );

  app.patch('/incidents/batch', { schema: batchSchema, config: { access: 'tenant' } }, async (request) => {
    const tenant = requireTenant(request);
    const body = request.body as
      | { ids: { id: string; created: string }[]; changes: IncidentBatchChanges }
      | { allMatching: IncidentFilterQuery; changes: IncidentBatchChanges };
    const target =
      'ids' in body
        ? { ids: body.ids }
        : {
            query: parseListQuery(incidentListing, body.allMatching as RawListQuery),
            filter: JSON.stringify(body.allMatching),
          };
    const updated = await withTenant(app.database, tenant.id, (tx) =>
      applyBatch(tx, tenant.id, actorOf(request), target, body.changes),
    );
    return { updated };
  });

  app.get('/incidents/:id', { schema: getIncidentSchema, config: { access: 'tenant' } }, async (request) => {
    const tenant = requireTenant(request);
    return withTenant(app.database, tenant.id, (tx) => getExtendedIncident(tx, tenant.id, incidentKey(request)));
  });

  app.patch(
    '/incidents/:id',
    { schema: updateIncidentSchema, config: { access: 'tenant' } },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const { version, ...changes } = request.body as IncidentUpdateRequest;
      const expected = expectedVersion(request, version);
      const incident = await withTenant(app.database, tenant.id, (tx) =>
        updateIncident(tx, tenant.id, actorOf(request), incidentKey(request), changes, expected),
      );
      return reply.header('etag', `"${incident.version}"`).send(incident);
    },
  );

  app.get('/incidents/:id/comments', { schema: listCommentsSchema, config: { access: 'tenant' } }, async (request) => {
    const tenant = requireTenant(request);
    const comments = await withTenant(app.database, tenant.id, (tx) =>
      listComments(tx, tenant.id, incidentKey(request)),
    );
    return { comments };
  });

  app.post('/incidents/:id/comments', { schema: addCommentSchema, config: { access: 'tenant' } }, async (request) => {
    const tenant = requireTenant(request);
    const { message } = request.body as { message: string };
    return withTenant(app.database, tenant.id, (tx) =>
      addComment(tx, tenant.id, actorOf(request), incidentKey(request), message.trim()),
    );
  });

  app.patch(
    '/incidents/:id/exception-status',
    { schema: exceptionStatusSchema, config: { access: 'tenant' } },
    async (request) => {
      const tenant = requireTenant(request);
      const { eventID } = request.query as { eventID: string };
      const body = request.body as ExceptionStatusRequest;
      const incident = await withTenant(app.database, tenant.id, (tx) =>
        setExceptionStatus(
          tx,
          tenant.id,
          actorOf(request),
          { ...incidentKey(request), eventId: eventID },
          body.exceptionStatus,
          body.exceptionRequestType,
        ),
      );
      return {
        id: incident.id,
        exceptionRequestStatus: incident.exceptionRequestStatus,
        exceptionRequestType: incident.exceptionRequestType,
        version: incident.version,
      };
    },
  );
}
