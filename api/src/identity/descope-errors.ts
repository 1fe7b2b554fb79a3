import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Descope's error body, which the SDK hands to its callers as `error`. */
export interface DescopeErrorBody {
  errorCode: string;
  errorDescription: string;
  errorMessage: string;
}

/** Error codes this provider answers with (Descope's style; the SDK passes them through without interpreting them). */
export const IDP_ERRORS = {
  missingArguments: { status: 400, errorCode: 'E011002', errorDescription: 'Request is missing required arguments' },
  invalidArguments: { status: 400, errorCode: 'E011003', errorDescription: 'Request has invalid arguments' },
  invalidProject: { status: 401, errorCode: 'E011004', errorDescription: 'Unknown or missing project id' },
  unauthorized: { status: 401, errorCode: 'E061102', errorDescription: 'Missing or invalid refresh token' },
  badCredentials: { status: 401, errorCode: 'E062108', errorDescription: 'Invalid login id or password' },
  badCode: { status: 401, errorCode: 'E064002', errorDescription: 'Invalid or expired code' },
  userDisabled: { status: 403, errorCode: 'E062909', errorDescription: 'The user is disabled' },
  // Ours (a suspended tenant is the console's notion): the sign-in page shows the description.
  tenantSuspended: { status: 403, errorCode: 'E062910', errorDescription: 'This organisation is suspended' },
  signUpDisabled: { status: 403, errorCode: 'E062113', errorDescription: 'Sign-up is not available' },
  notTenantMember: { status: 403, errorCode: 'E011005', errorDescription: 'User is not a member of this tenant' },
  notFound: { status: 404, errorCode: 'E011404', errorDescription: 'Not found' },
  tooManyRequests: { status: 429, errorCode: 'E011429', errorDescription: 'Too many requests' },
  internal: { status: 500, errorCode: 'E011500', errorDescription: 'Internal error' },
} as const;

export type IdpErrorKind = keyof typeof IDP_ERRORS;

/** An error the identity routes answer in Descope's shape. */
export class IdpError extends Error {
  override readonly name = 'IdpError';
  constructor(
    readonly kind: IdpErrorKind,
    message?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? IDP_ERRORS[kind].errorDescription);
  }
}

export function descopeErrorBody(kind: IdpErrorKind, message?: string): DescopeErrorBody {
  const { errorCode, errorDescription } = IDP_ERRORS[kind];
  return { errorCode, errorDescription, errorMessage: message ?? errorDescription };
}

/** Error handler for the identity routes: Descope's body, Retry-After on 429, no internals on 5xx. */
export function handleIdpError(error: FastifyError | IdpError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof IdpError) {
    if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.code(IDP_ERRORS[error.kind].status).send(descopeErrorBody(error.kind, error.message));
    return;
  }
  const status = error.statusCode ?? 500;
  if (error.validation || (status >= 400 && status < 500)) {
    void reply
      .code(status === 413 || status === 415 ? status : 400)
      .send(descopeErrorBody('invalidArguments', error.message));
    return;
  }
  request.log.error({ err: error }, 'identity provider failure');
  void reply.code(500).send(descopeErrorBody('internal'));
}
