import { ScimError } from './scim-errors';

/** One operation of a PATCH request (RFC 7644 §3.5.2), its op lower-cased and its path without the schema URN. */
export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path?: string;
  value?: unknown;
}

const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const CORE_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operations of a PATCH body; 400 invalidSyntax for anything else. */
export function readPatch(body: unknown): PatchOperation[] {
  if (!isRecord(body) || !Array.isArray(body.Operations))
    throw new ScimError(400, `A PATCH body is a ${PATCH_SCHEMA} message with Operations`, 'invalidSyntax');
  return body.Operations.map((raw, index) => {
    if (!isRecord(raw) || typeof raw.op !== 'string')
      throw new ScimError(400, `Operations[${index}] needs an op`, 'invalidSyntax');
    const op = raw.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(400, `Operations[${index}]: op "${raw.op}" is not add, replace or remove`, 'invalidSyntax');
    if (raw.path !== undefined && typeof raw.path !== 'string')
      throw new ScimError(400, `Operations[${index}]: path must be a string`, 'invalidPath');
    const path = raw.path?.trim().replace(CORE_PREFIX, '');
    return { op, ...(path && { path }), ...('value' in raw && { value: raw.value }) };
  });
}

/** A string attribute, or null when removed or empty; 400 invalidValue for other types. */
export function stringOrNull(value: unknown, attribute: string, maxLength = 500): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || value.length > maxLength || value.includes('\u0000'))
    throw new ScimError(400, `${attribute} must be a string of at most ${maxLength} characters`, 'invalidValue');
  return value;
}

/** A boolean attribute; Entra sends "True" and "False" as strings. */
export function booleanValue(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ScimError(400, `${attribute} must be true or false`, 'invalidValue');
}

/** Whether a value is the resource's own id (Okta sends it in a replace's value object). */
export const sameId = (value: unknown, id: string): boolean =>
  typeof value === 'string' && value.toLowerCase() === id.toLowerCase();
