import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../../lib/http/problem';

/** The media type of SCIM requests and answers (RFC 7644 §3.1). */
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** RFC 7644 §3.12 scimType values this service answers with. */
export type ScimType =
  'invalidFilter' | 'invalidValue' | 'invalidSyntax' | 'invalidPath' | 'uniqueness' | 'mutability' | 'noTarget';

/** An error answered as a SCIM error body. */
export class ScimError extends Error {
  override readonly name = 'ScimError';
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

/** The SCIM error body (RFC 7644 §3.12): status is a string there. */
export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: String(status),
    ...(scimType && { scimType }),
    detail,
  };
}

/** Error handler of the SCIM routes: every failure in SCIM's shape and media type, no internals on 5xx. */
export function handleScimError(error: FastifyError | ScimError, request: FastifyRequest, reply: FastifyReply): void {
  let status: number;
  let detail: string;
  let scimType: ScimType | undefined;
  if (error instanceof ScimError) {
    ({ status, scimType } = error);
    detail = error.message;
  } else if (error instanceof HttpProblem) {
    status = error.status;
    detail = error.message;
  } else if (error.validation || (error.statusCode !== undefined && error.statusCode < 500)) {
    status = error.statusCode && error.statusCode !== 422 ? error.statusCode : 400;
    detail = error.message;
    scimType = status === 400 ? 'invalidSyntax' : undefined;
  } else {
    request.log.error({ err: error }, 'SCIM failure');
    status = 500;
    detail = 'The directory could not complete the request';
  }
  // A class 22 database error is bad input that got past the checks, never a server fault.
  if (status === 500 && /^22/.test(String((error as { code?: unknown }).code ?? ''))) {
    status = 400;
    detail = 'A value of the request is out of the range the directory accepts';
    scimType = 'invalidValue';
  }
  void reply
    .code(status)
    .type(SCIM_CONTENT_TYPE)
    .send(scimErrorBody(status, detail, scimType));
}
