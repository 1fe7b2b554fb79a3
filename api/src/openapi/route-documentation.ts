import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { problemSchema, statusTitle } from '../lib/http/problem';
import type { AccessRule } from '../plugins/access';

/** The media type of every error the console API answers (`plugins/errors.ts`). */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

type SecurityRequirements = NonNullable<FastifySchema['security']>;

/** What each access rule asks of a caller, as OpenAPI security requirements (schemes in `plugins/docs.ts`). */
export const SECURITY_BY_ACCESS: Readonly<Record<AccessRule, SecurityRequirements>> = {
  public: [],
  authenticated: [{ bearerAuth: [] }],
  'platform-admin': [{ bearerAuth: [] }],
  scope: [{ bearerAuth: [] }],
  tenant: [{ bearerAuth: [], tenantId: [] }],
  'tenant-admin': [{ bearerAuth: [], tenantId: [] }],
  scim: [{ scimAuth: [] }],
  enrolment: [{ agentAuth: [] }],
  device: [{ agentAuth: [] }],
};

const isErrorStatus = (status: string) => /^[45]/.test(status) || status === 'default';
const describeStatus = (status: string) => (/^\d{3}$/.test(status) ? statusTitle(Number(status)) : 'Problem details');

const isProblem = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && (schema as { $ref?: unknown }).$ref === `${problemSchema.$id}#`;

/**
 * Error responses declared as problem details under the media type they are sent with: without this, a route that
 * `produces` CSV or a file would document its 404 as CSV, and the others as `application/json`.
 */
function withProblemMediaType(response: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      if (!isErrorStatus(status) || !isProblem(schema)) return [status, schema];
      const { description } = schema as { description?: string };
      const content = { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: `${problemSchema.$id}#` } } };
      return [status, { description: description ?? describeStatus(status), content }];
    }),
  );
}

/**
 * The OpenAPI view of a route (the route itself is left as it is): its security from its access rule, read when the
 * document is built so a rule set by a later onRoute hook counts, and its problem-details answers' media type.
 */
export const documentRoute: SwaggerTransform = ({ schema, url, route }) => {
  const access = route.config?.access;
  const response = schema?.response as Record<string, unknown> | undefined;
  return {
    url,
    schema: {
      ...schema,
      ...(access && { security: SECURITY_BY_ACCESS[access] }),
      ...(response && { response: withProblemMediaType(response) }),
    },
  };
};
