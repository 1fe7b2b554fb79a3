import { Type } from '@sinclair/typebox';
import { jsonTextReader } from '../../db/row-reader';
import type { ScimGroupRow } from './scim-groups';
import type { ScimUserRow } from './scim-users';

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

/** A group of a user or a member of a group: its id and its display name (the JSON the rows carry). */
const ReferenceSchema = Type.Object({ value: Type.String(), display: Type.String() });

/** Reads a row's JSON list of references (a user's groups, a group's members), checked against the schema. */
export const readReferences = jsonTextReader(Type.Array(ReferenceSchema));

const meta = (resourceType: string, row: { created: string; updated: string; version: number }, location: string) => ({
  resourceType,
  created: row.created,
  lastModified: row.updated,
  location,
  version: `W/"${row.version}"`,
});

/** A directory user as a SCIM User resource (RFC 7643 §4.1). */
export function toScimUser(row: ScimUserRow, baseUrl: string) {
  const groups = readReferences(row.groups);
  return {
    schemas: [USER_SCHEMA],
    id: row.id,
    ...(row.externalId !== null && { externalId: row.externalId }),
    userName: row.userName,
    name: {
      ...(row.givenName !== null && { givenName: row.givenName }),
      ...(row.familyName !== null && { familyName: row.familyName }),
      formatted: row.displayName,
    },
    displayName: row.displayName,
    emails: row.email ? [{ value: row.email, type: 'work', primary: true }] : [],
    active: row.active,
    groups: groups.map((group) => ({ ...group, $ref: `${baseUrl}/Groups/${group.value}` })),
    meta: meta('User', row, `${baseUrl}/Users/${row.id}`),
  };
}

/** A directory group as a SCIM Group resource (RFC 7643 §4.2); `members` left out when excluded. */
export function toScimGroup(row: ScimGroupRow, baseUrl: string, withMembers = true) {
  const members = readReferences(row.members);
  return {
    schemas: [GROUP_SCHEMA],
    id: row.id,
    ...(row.externalId !== null && { externalId: row.externalId }),
    displayName: row.displayName,
    ...(withMembers && {
      members: members.map((member) => ({ ...member, $ref: `${baseUrl}/Users/${member.value}`, type: 'User' })),
    }),
    meta: meta('Group', row, `${baseUrl}/Groups/${row.id}`),
  };
}

/** A ListResponse (RFC 7644 §3.4.2). */
export function listResponse<T>(resources: T[], total: number, startIndex: number) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
