import { IdpError } from './descope-errors';

/** What the SDK's `Authorization: Bearer <projectId>[:<refreshJwt>]` header carries. */
export interface SdkBearer {
  projectId: string;
  token?: string;
}

/** Parses the SDK's bearer header; throws 401 (invalidProject) unless it names `projectId`. */
export function parseSdkBearer(header: string | undefined, projectId: string): SdkBearer {
  const match = /^Bearer ([^\s:]+)(?::(\S+))?$/i.exec(header ?? '');
  if (!match || match[1] !== projectId) throw new IdpError('invalidProject');
  return match[2] ? { projectId, token: match[2] } : { projectId };
}
