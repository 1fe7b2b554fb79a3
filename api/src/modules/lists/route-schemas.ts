import { Type } from '@sinclair/typebox';
import {
  ListCreateRequestSchema,
  ListDeleteQuerySchema,
  ListDetailQuerySchema,
  ListDetailSchema,
  ListParamsSchema,
  ListSummaryListSchema,
  ListSummaryQuerySchema,
  ListSummarySchema,
  ListUpdateRequestSchema,
  UserOrGroupListSchema,
  UserOrGroupQuerySchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of the Lists API; the DTOs are shared-contracts' schemas.

const tags = ['Lists'];

export const listListsSchema = {
  tags,
  summary: "The tenant's lists, of one entity type and matching a search in name or description",
  querystring: ListSummaryQuerySchema,
  response: { 200: ListSummaryListSchema, ...problemResponses() },
};

export const createListSchema = {
  tags,
  summary: 'Create a list with its items (Tenant Admin); items are checked for the entity type',
  body: ListCreateRequestSchema,
  response: { 200: ListSummarySchema, ...problemResponses(409) },
};

export const getListSchema = {
  tags,
  summary: 'The list and one page of its items in value order, matching a search',
  params: ListParamsSchema,
  querystring: ListDetailQuerySchema,
  response: { 200: ListDetailSchema, ...problemResponses(404) },
};

export const updateListSchema = {
  tags,
  summary:
    'Add, delete and modify items and rename, in one transaction and one audit entry (Tenant Admin; version or If-Match)',
  params: ListParamsSchema,
  body: ListUpdateRequestSchema,
  response: { 200: ListSummarySchema, ...problemResponses(404, 409, 412) },
};

export const deleteListSchema = {
  tags,
  summary: 'Delete a list no policy uses (Tenant Admin); 409 names the policies that use it',
  params: ListParamsSchema,
  querystring: ListDeleteQuerySchema,
  response: { 204: Type.Null({ description: 'Deleted' }), ...problemResponses(404, 409, 412) },
};

export const usersAndGroupsSchema = {
  tags,
  summary: 'Users and groups of the tenant for user and group lists (SPEC §7 users-and-groups search)',
  querystring: UserOrGroupQuerySchema,
  response: { 200: UserOrGroupListSchema, ...problemResponses() },
};
