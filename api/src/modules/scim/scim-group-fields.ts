import { ScimError } from './scim-errors';
import { isRecord, sameId, stringOrNull } from './scim-patch';
import type { PatchOperation } from './scim-patch';

/** The attributes of a SCIM Group this directory keeps; members are directory user ids. */
export interface ScimGroupFields {
  displayName: string;
  externalId: string | null;
  members: string[];
}

function memberIds(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((member, index) => {
    const id = isRecord(member) ? member.value : member;
    if (typeof id !== 'string' || id.length > 100)
      throw new ScimError(400, `members[${index}] needs the value of a User id`, 'invalidValue');
    return id.toLowerCase();
  });
}

function checked(fields: ScimGroupFields): ScimGroupFields {
  const displayName = fields.displayName.trim();
  if (displayName === '') throw new ScimError(400, 'displayName is required', 'invalidValue');
  return { ...fields, displayName, members: [...new Set(fields.members)] };
}

/** The fields of a POST or PUT body. */
export function readGroupFields(body: unknown): ScimGroupFields {
  if (!isRecord(body)) throw new ScimError(400, 'The body must be a SCIM Group', 'invalidSyntax');
  return checked({
    displayName: stringOrNull(body.displayName, 'displayName', 200) ?? '',
    externalId: stringOrNull(body.externalId, 'externalId'),
    members: memberIds(body.members),
  });
}

/** `members[value eq "<id>"]` names one member. */
const ONE_MEMBER = /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i;

function apply(fields: ScimGroupFields & { id: string }, op: PatchOperation['op'], path: string, value: unknown): void {
  const key = path.toLowerCase();
  const one = ONE_MEMBER.exec(path);
  if (one?.[1] && op === 'remove') fields.members = fields.members.filter((id) => id !== one[1]!.toLowerCase());
  else if (key === 'members') {
    if (op === 'add') fields.members = [...fields.members, ...memberIds(value)];
    else if (op === 'replace') fields.members = memberIds(value);
    else if (value === undefined) fields.members = [];
    else {
      const gone = new Set(memberIds(value));
      fields.members = fields.members.filter((id) => !gone.has(id));
    }
  } else if (key === 'displayname') {
    if (op === 'remove') throw new ScimError(400, 'displayName cannot be removed', 'mutability');
    fields.displayName = stringOrNull(value, 'displayName', 200) ?? '';
  } else if (key === 'id') {
    // Okta's rename sends the group's own id in the value object: naming the resource, it changes nothing.
    if (op === 'remove' || !sameId(value, fields.id)) throw new ScimError(400, 'id cannot be changed', 'mutability');
  } else if (key === 'externalid') fields.externalId = op === 'remove' ? null : stringOrNull(value, 'externalId');
  else throw new ScimError(400, `The path ${path} is not supported for Groups`, 'invalidPath');
}

/** The fields after a PATCH's operations on the group `current.id`. */
export function patchGroupFields(
  current: ScimGroupFields & { id: string },
  operations: readonly PatchOperation[],
): ScimGroupFields {
  const fields = { ...current, members: [...current.members] };
  for (const operation of operations) {
    if (operation.path) apply(fields, operation.op, operation.path, operation.value);
    else if (isRecord(operation.value))
      for (const [path, value] of Object.entries(operation.value)) apply(fields, operation.op, path, value);
    else throw new ScimError(400, 'An operation without a path needs an object value', 'invalidSyntax');
  }
  return checked(fields);
}
