// Lists (SPEC §3, §7): each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import {
  LIST_CHANGES_MAX,
  LIST_DESCRIPTION_MAX_LENGTH,
  LIST_ENTITY_TYPES,
  LIST_ITEM_MAX_LENGTH,
  LIST_ITEMS_PAGE_SIZE,
  LIST_ITEMS_PAGE_SIZE_MAX,
  LIST_NAME_MAX_LENGTH,
  LIST_TYPES,
  USER_OR_GROUP_TYPES,
} from '../api/lists';
import { USER_SEARCH_PAGE_SIZE } from '../constants';
import { Int32, IsoTime, Nullable, StringEnum, Text } from './common';

const itemValue = Text({ minLength: 1, maxLength: LIST_ITEM_MAX_LENGTH });
const itemValues = (description: string) => Type.Array(itemValue, { maxItems: LIST_CHANGES_MAX, description });
const name = Type.String({ minLength: 1, maxLength: LIST_NAME_MAX_LENGTH, pattern: '\\S' });
const search = Text({ maxLength: 200 });

/** One list as GET /lists shows it. */
export const ListSummarySchema = Type.Object({
  id: Type.String({ description: 'List id (uuid)' }),
  name: Type.String(),
  description: Type.String(),
  listType: StringEnum(LIST_TYPES),
  entityType: StringEnum(LIST_ENTITY_TYPES),
  itemCount: Type.Integer(),
  created: IsoTime(),
  updated: IsoTime(),
  version: Type.Integer({ description: 'Optimistic-concurrency version: send it back on PATCH and DELETE' }),
});
/** One list as GET /lists shows it. */
export type ListSummary = Static<typeof ListSummarySchema>;

/** GET /lists answer: the tenant's lists by name. */
export const ListSummaryListSchema = Type.Object({ lists: Type.Array(ListSummarySchema) });
/** GET /lists answer. */
export type ListSummaryList = Static<typeof ListSummaryListSchema>;

/** GET /lists query. */
export const ListSummaryQuerySchema = Type.Object(
  { entityType: Type.Optional(StringEnum(LIST_ENTITY_TYPES)), search: Type.Optional(search) },
  { additionalProperties: false },
);

/** One item of a list. */
export const ListItemSchema = Type.Object({
  id: Type.String(),
  value: Type.String(),
  created: IsoTime(),
});
/** One item of a list. */
export type ListItem = Static<typeof ListItemSchema>;

/** GET /lists/{ID} answer: the list, one page of its items (by value) and the cursor of the next. */
export const ListDetailSchema = Type.Object({
  list: ListSummarySchema,
  items: Type.Array(ListItemSchema),
  matchingItems: Type.Integer({ description: 'Items matching the search (all items without one)' }),
  nextToken: Nullable(Type.String(), { description: 'Cursor of the next page; null on the last' }),
});
/** GET /lists/{ID} answer: the list and one page of its items. */
export type ListDetail = Static<typeof ListDetailSchema>;

/** GET /lists/{ID} query: search in the items and keyset paging over their values. */
export const ListDetailQuerySchema = Type.Object(
  {
    search: Type.Optional(search),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIST_ITEMS_PAGE_SIZE_MAX, default: LIST_ITEMS_PAGE_SIZE }),
    ),
    nextToken: Type.Optional(Text({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

/** Path of the routes of one list. */
export const ListParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** POST /lists body; items are checked for the entity type (400 naming the refused ones). */
export const ListCreateRequestSchema = Type.Object(
  {
    name,
    description: Type.Optional(Text({ maxLength: LIST_DESCRIPTION_MAX_LENGTH })),
    listType: StringEnum(LIST_TYPES),
    entityType: StringEnum(LIST_ENTITY_TYPES),
    newItems: Type.Optional(itemValues('Items of the new list; blanks refused, duplicates dropped')),
  },
  { additionalProperties: false },
);
/** POST /lists body. */
export type ListCreateRequest = Static<typeof ListCreateRequestSchema>;

/** One modification of PATCH /lists/{ID}: the item whose value is `from` takes the value `to`. */
export const ListItemChangeSchema = Type.Object({ from: itemValue, to: itemValue }, { additionalProperties: false });
/** One modification of PATCH /lists/{ID}: the item `from` becomes `to`. */
export type ListItemChange = Static<typeof ListItemChangeSchema>;

/** PATCH /lists/{ID} body: all applied in one transaction with one audit entry, or none (400, 409, 412). */
export const ListUpdateRequestSchema = Type.Object(
  {
    name: Type.Optional(name),
    description: Type.Optional(Text({ maxLength: LIST_DESCRIPTION_MAX_LENGTH })),
    newItems: Type.Optional(itemValues('Values to add; ones already in the list are kept as they are')),
    deleteItems: Type.Optional(itemValues('Values to delete; each must be in the list')),
    modifyItems: Type.Optional(
      Type.Array(ListItemChangeSchema, { maxItems: LIST_CHANGES_MAX, description: 'Values to change' }),
    ),
    version: Type.Optional(Int32({ minimum: 1, description: 'The version read; a stale one answers 412' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
/** PATCH /lists/{ID} body: everything applied in one transaction. */
export type ListUpdateRequest = Static<typeof ListUpdateRequestSchema>;

/** DELETE /lists/{ID} query: the version read (or If-Match); a stale one answers 412. */
export const ListDeleteQuerySchema = Type.Object(
  { version: Type.Optional(Int32({ minimum: 1 })) },
  { additionalProperties: false },
);

/** One user or group of the search: `value` is what a user or group list stores. */
export const UserOrGroupSchema = Type.Object({
  id: Type.String({ description: 'User id, or group name' }),
  name: Type.String(),
  value: Type.String({ description: "What a list stores: a user's email, a group's name" }),
  userOrGroupType: StringEnum(USER_OR_GROUP_TYPES),
});
/** One user or group of the search. */
export type UserOrGroup = Static<typeof UserOrGroupSchema>;

/** GET /lists/users answer. */
export const UserOrGroupListSchema = Type.Object({ usersAndGroups: Type.Array(UserOrGroupSchema) });
/** GET /lists/users answer. */
export type UserOrGroupList = Static<typeof UserOrGroupListSchema>;

/** GET /lists/users query (SPEC §7: search, pageSize 100, userOrGroupType). */
export const UserOrGroupQuerySchema = Type.Object(
  {
    search: Type.Optional(search),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: USER_SEARCH_PAGE_SIZE, default: USER_SEARCH_PAGE_SIZE }),
    ),
    userOrGroupType: Type.Optional(StringEnum(USER_OR_GROUP_TYPES, { description: 'Both kinds when absent' })),
  },
  { additionalProperties: false },
);
