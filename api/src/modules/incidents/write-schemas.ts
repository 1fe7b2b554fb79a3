import {
  EXCEPTION_REQUEST_TYPES,
  EXCEPTION_STATUSES,
  INCIDENT_BATCH_CAP,
  INCIDENT_COMMENT_MAX_LENGTH,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
} from 'shared-contracts';
import { listQuerySchema } from '../../lib/listing';
import { incidentListing } from './incident-listing';
import { createdQuery, incidentItemSchema, keyQuery, nullableString, problems, str, tags, uuidParams } from './schemas';

// Request and answer schemas of the incident writes (PATCH, comments, exception status, batch).

const changeProperties = {
  assignedTo: { type: ['string', 'null'], maxLength: 200 },
  status: { type: 'string', enum: [...INCIDENT_STATUSES] },
  flagged: { type: 'boolean' },
} as const;

export const updateIncidentSchema = {
  tags,
  summary: 'Change assignee, status, flag or severity (optimistic concurrency: version or If-Match)',
  params: uuidParams,
  querystring: keyQuery,
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      ...changeProperties,
      severity: { type: 'string', enum: [...INCIDENT_SEVERITIES] },
      version: { type: 'integer', minimum: 1 },
    },
  },
  response: { 200: incidentItemSchema, ...problems, 412: { $ref: 'ProblemDetails#' } },
};

const commentSchema = {
  type: 'object',
  properties: { id: str, created: str, authorId: str, authorName: str, message: str },
} as const;

export const listCommentsSchema = {
  tags,
  summary: "The incident's comments, oldest first",
  params: uuidParams,
  querystring: keyQuery,
  response: {
    200: { type: 'object', required: ['comments'], properties: { comments: { type: 'array', items: commentSchema } } },
    ...problems,
  },
};

export const addCommentSchema = {
  tags,
  summary: 'Comment on the incident (answers 200 with the comment)',
  params: uuidParams,
  querystring: keyQuery,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['message'],
    properties: { message: { type: 'string', minLength: 1, maxLength: INCIDENT_COMMENT_MAX_LENGTH, pattern: '\\S' } },
  },
  response: { 200: commentSchema, ...problems },
};

export const exceptionStatusSchema = {
  tags,
  summary: "Set the exception status of the incident's event",
  params: uuidParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['eventID'],
    properties: { eventID: { type: 'string', format: 'uuid' }, created: createdQuery },
  },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['exceptionStatus'],
    properties: {
      exceptionStatus: { type: 'string', enum: [...EXCEPTION_STATUSES] },
      exceptionRequestType: { type: 'string', enum: [...EXCEPTION_REQUEST_TYPES] },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        id: str,
        exceptionRequestStatus: nullableString,
        exceptionRequestType: nullableString,
        version: { type: 'integer' },
      },
    },
    ...problems,
  },
};

const changesSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: changeProperties,
} as const;

export const batchSchema = {
  tags,
  summary: `Change chosen incidents, or all matching a filter (at most ${INCIDENT_BATCH_CAP}); one audit entry`,
  body: {
    oneOf: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['ids', 'changes'],
        properties: {
          ids: {
            type: 'array',
            minItems: 1,
            maxItems: 1000,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'created'],
              properties: { id: { type: 'string', format: 'uuid' }, created: createdQuery },
            },
          },
          changes: changesSchema,
        },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['allMatching', 'changes'],
        properties: { allMatching: listQuerySchema(incidentListing, 'count'), changes: changesSchema },
      },
    ],
  },
  response: {
    200: { type: 'object', required: ['updated'], properties: { updated: { type: 'integer' } } },
    ...problems,
  },
};
