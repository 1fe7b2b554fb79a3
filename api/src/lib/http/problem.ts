import type { FieldError, ProblemDetails } from 'shared-contracts';

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The title of a status (RFC 9110 reason phrase). */
export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

/** An error the API answers as problem details with its own status and a detail safe to show. */
export class HttpProblem extends Error {
  readonly status: number;
  /** The same status under Fastify's name, for error handlers of plugins (the identity provider's) that read it. */
  readonly statusCode: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(status: number, detail: string, extra: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.statusCode = status;
    if (extra.errors) this.errors = extra.errors;
    if (extra.headers) this.headers = extra.headers;
  }

  toProblem(): ProblemDetails {
    return {
      type: 'about:blank',
      title: statusTitle(this.status),
      status: this.status,
      detail: this.message,
      ...(this.errors && { errors: this.errors }),
    };
  }
}

/** 400 naming the invalid field. */
export const badRequest = (field: string, message: string, location = 'query') =>
  new HttpProblem(400, `Invalid ${field}: ${message}`, { errors: [{ in: location, field, message }] });
/** 401: missing or invalid session. */
export const unauthorized = (detail = 'A valid session token is required') => new HttpProblem(401, detail);
/** 403: authenticated but not permitted. */
export const forbidden = (detail = 'You are not permitted to do this') => new HttpProblem(403, detail);
/** 404: missing, or another tenant's (the same answer). */
/** Why a suspended tenant's sign-ins, sessions and agents are refused (a tenant whose deletion is scheduled too). */
export const TENANT_SUSPENDED = 'This organisation is suspended';

export const notFound = (what = 'The resource') => new HttpProblem(404, `${what} was not found`);

/** The JSON schema of problem details, for route response schemas and OpenAPI. */
export const problemSchema = {
  $id: 'ProblemDetails',
  type: 'object',
  required: ['type', 'title', 'status'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['in', 'field', 'message'],
        properties: { in: { type: 'string' }, field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** Route `response` entries answering problem details for these statuses (400, 401, 403 for every route). */
export function problemResponses(...statuses: number[]): Record<number, { $ref: 'ProblemDetails#' }> {
  return Object.fromEntries([400, 401, 403, ...statuses].map((status) => [status, { $ref: 'ProblemDetails#' }]));
}
