import { isValidEmail } from 'shared-contracts';
import { ScimError } from './scim-errors';
import { booleanValue, isRecord, sameId, stringOrNull } from './scim-patch';
import type { PatchOperation } from './scim-patch';

/** The attributes of a SCIM User this directory keeps. */
export interface ScimUserFields {
  userName: string;
  externalId: string | null;
  displayName: string;
  givenName: string | null;
  familyName: string | null;
  /** The work e-mail: the console's login id. */
  email: string;
  active: boolean;
}

function primaryEmail(emails: unknown): string | null {
  if (emails === undefined || emails === null) return null;
  if (!Array.isArray(emails)) throw new ScimError(400, 'emails must be a list', 'invalidValue');
  const entries = emails.filter(isRecord);
  const chosen = entries.find((entry) => entry.primary === true) ?? entries[0];
  return chosen ? stringOrNull(chosen.value, 'emails.value', 254) : null;
}

function checked(fields: Omit<ScimUserFields, 'email'> & { email: string | null }): ScimUserFields {
  if (fields.userName.trim() === '') throw new ScimError(400, 'userName is required', 'invalidValue');
  const email = (fields.email ?? fields.userName).trim().toLowerCase();
  if (!isValidEmail(email))
    throw new ScimError(400, 'userName or the primary e-mail must be an e-mail address', 'invalidValue');
  const displayName =
    fields.displayName.trim() || [fields.givenName, fields.familyName].filter(Boolean).join(' ') || fields.userName;
  return { ...fields, userName: fields.userName.trim(), email, displayName };
}

/** The fields of a POST or PUT body (attributes this directory does not keep are ignored, as RFC 7643 allows). */
export function readUserFields(body: unknown): ScimUserFields {
  if (!isRecord(body)) throw new ScimError(400, 'The body must be a SCIM User', 'invalidSyntax');
  const name = isRecord(body.name) ? body.name : {};
  return checked({
    userName: stringOrNull(body.userName, 'userName', 254) ?? '',
    externalId: stringOrNull(body.externalId, 'externalId'),
    displayName:
      stringOrNull(body.displayName, 'displayName', 200) ?? stringOrNull(name.formatted, 'name.formatted') ?? '',
    givenName: stringOrNull(name.givenName, 'name.givenName', 200),
    familyName: stringOrNull(name.familyName, 'name.familyName', 200),
    email: primaryEmail(body.emails),
    active: body.active === undefined ? true : booleanValue(body.active, 'active'),
  });
}

type Mutable = Omit<ScimUserFields, 'email'> & { email: string | null; id?: string };

function setAttribute(fields: Mutable, path: string, value: unknown, remove: boolean): void {
  const key = path.toLowerCase();
  if (key === 'active') fields.active = remove ? false : booleanValue(value, 'active');
  else if (key === 'username') {
    if (remove) throw new ScimError(400, 'userName cannot be removed', 'mutability');
    fields.userName = stringOrNull(value, 'userName', 254) ?? '';
  } else if (key === 'externalid') fields.externalId = remove ? null : stringOrNull(value, 'externalId');
  else if (key === 'displayname') fields.displayName = remove ? '' : (stringOrNull(value, 'displayName', 200) ?? '');
  else if (key === 'name.givenname') fields.givenName = remove ? null : stringOrNull(value, 'name.givenName', 200);
  else if (key === 'name.familyname') fields.familyName = remove ? null : stringOrNull(value, 'name.familyName', 200);
  else if (key === 'name.formatted') fields.displayName = remove ? '' : (stringOrNull(value, 'name.formatted') ?? '');
  else if (key === 'name' && isRecord(value))
    for (const [part, partValue] of Object.entries(value)) setAttribute(fields, `name.${part}`, partValue, remove);
  else if (key === 'id') {
    // The user's own id in a replace's value object names the resource and changes nothing.
    if (remove || !sameId(value, fields.id ?? '')) throw new ScimError(400, 'id cannot be changed', 'mutability');
  } else if (key.startsWith('emails'))
    fields.email = remove
      ? null
      : key.endsWith('.value') || typeof value === 'string'
        ? stringOrNull(value, 'emails.value', 254)
        : primaryEmail(value);
  // Other attributes (title, phoneNumbers, enterprise extension...) are not kept: ignored, not refused.
}

/** The fields after a PATCH's operations, checked as a PUT would be. */
export function patchUserFields(
  current: ScimUserFields & { id: string },
  operations: readonly PatchOperation[],
): ScimUserFields {
  const fields: Mutable = { ...current };
  for (const operation of operations) {
    const remove = operation.op === 'remove';
    if (operation.path) setAttribute(fields, operation.path, operation.value, remove);
    else if (isRecord(operation.value))
      for (const [path, value] of Object.entries(operation.value)) setAttribute(fields, path, value, remove);
    else throw new ScimError(400, 'An operation without a path needs an object value', 'invalidSyntax');
  }
  return checked(fields);
}
