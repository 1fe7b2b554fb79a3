// Lists of SPEC §3/§7 (GET, POST /lists; GET, PATCH, DELETE /lists/{ID}; GET /lists/users): constants and types.
// The DTOs are declared once as schemas (../schemas/lists); these are their types.

import type { Static } from '@sinclair/typebox';
import type {
  ListDetailSchema,
  ListItemSchema,
  ListItemChangeSchema,
  ListCreateRequestSchema,
  ListSummarySchema,
  ListSummaryListSchema,
  ListUpdateRequestSchema,
  UserOrGroupListSchema,
  UserOrGroupSchema,
} from '../schemas/lists';

/** What a list does when a policy matches one of its items. */
export const LIST_TYPES = ['allow', 'block'] as const;
/** One list type. */
export type ListType = (typeof LIST_TYPES)[number];

/** What a list's items are; each kind has its own check (see checkListItem). */
export const LIST_ENTITY_TYPES = [
  'domain',
  'url',
  'email_domain',
  'user',
  'group',
  'hostname',
  'file_extension',
] as const;
/** One entity type. */
export type ListEntityType = (typeof LIST_ENTITY_TYPES)[number];

/** The label of each entity type, in the page's segmented control order. */
export const LIST_ENTITY_TYPE_LABELS: Readonly<Record<ListEntityType, string>> = {
  domain: 'Domains',
  url: 'URLs',
  email_domain: 'Email domains',
  user: 'Users',
  group: 'Groups',
  hostname: 'Hostnames',
  file_extension: 'File extensions',
};

/** Longest list name. */
export const LIST_NAME_MAX_LENGTH = 100;
/** Longest list description. */
export const LIST_DESCRIPTION_MAX_LENGTH = 500;
/** Longest item value. */
export const LIST_ITEM_MAX_LENGTH = 500;
/** Most item changes (new + deleted + modified) one POST or PATCH carries. */
export const LIST_CHANGES_MAX = 10_000;
/** Items per page of GET /lists/{ID}: the default and the most. */
export const LIST_ITEMS_PAGE_SIZE = 100;
export const LIST_ITEMS_PAGE_SIZE_MAX = 1000;

/** Kinds the users-and-groups search answers. */
export const USER_OR_GROUP_TYPES = ['user', 'group'] as const;
/** One kind: a user or a group. */
export type UserOrGroupType = (typeof USER_OR_GROUP_TYPES)[number];

/** One list as GET /lists shows it. */
export type ListSummary = Static<typeof ListSummarySchema>;
/** GET /lists answer. */
export type ListSummaryList = Static<typeof ListSummaryListSchema>;
/** One item of a list. */
export type ListItem = Static<typeof ListItemSchema>;
/** GET /lists/{ID} answer: the list and one page of its items. */
export type ListDetail = Static<typeof ListDetailSchema>;
/** POST /lists body. */
export type ListCreateRequest = Static<typeof ListCreateRequestSchema>;
/** One modification of PATCH /lists/{ID}: the item `from` becomes `to`. */
export type ListItemChange = Static<typeof ListItemChangeSchema>;
/** PATCH /lists/{ID} body: everything applied in one transaction. */
export type ListUpdateRequest = Static<typeof ListUpdateRequestSchema>;
/** One user or group of the search. */
export type UserOrGroup = Static<typeof UserOrGroupSchema>;
/** GET /lists/users answer. */
export type UserOrGroupList = Static<typeof UserOrGroupListSchema>;
