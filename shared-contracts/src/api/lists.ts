// Lists of SPEC §3/§7 (GET, POST /lists; GET, PATCH, DELETE /lists/{ID}; GET /lists/users): their constants,
// TypeBox-free. The DTOs and their types are ../schemas/lists.

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
