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

const tags = ['Incidents'];
export const problems = {
  400: { $ref: 'ProblemDetails#' },
  401: { $ref: 'ProblemDetails#' },
  403: { $ref: 'ProblemDetails#' },
  404: { $ref: 'ProblemDetails#' },
};
const nullableString = { type: ['string', 'null'] } as const;
const str = { type: 'string' } as const;
const strings = { type: 'array', items: str } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;

export const incidentItemSchema = {
  type: 'object',
  properties: {
    id: str,
    created: str,
    updated: str,
    policyType: str,
    title: str,
    severity: str,
    status: str,
    assignedTo: nullableString,
    assignedToName: nullableString,
    flagged: { type: 'boolean' },
    exceptionRequestStatus: nullableString,
    exceptionRequestType: nullableString,
    eventId: nullableString,
    policyName: str,
    policyVerdict: str,
    hostname: str,
    username: str,
    source: str,
    destination: str,
    egressChannel: str,
    dataTypes: strings,
    contentCategory: str,
    mipLabel: str,
    dataVolume: { type: 'number' },
    totalHitCount: { type: 'integer' },
    version: { type: 'integer' },
  },
} as const;

const eventSchema = {
  type: ['object', 'null'],
  properties: {
    id: str,
    created: str,
    username: str,
    hostname: str,
    device: {
      type: ['object', 'null'],
      properties: { id: str, hostname: str, operatingSystem: str, osVersion: str, lastActiveUser: str },
    },
    source: str,
    destination: str,
    destinationType: str,
    egressChannel: str,
    dataTypes: strings,
    contentCategory: str,
    mipLabel: str,
    dataVolume: { type: 'number' },
    totalHitCount: { type: 'integer' },
    fileNames: strings,
    policyName: str,
    policyVerdict: str,
    details: anyObject,
  },
} as const;

export const uuidParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;
const createdQuery = { type: 'string', format: 'date-time' } as const;
export const keyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { created: createdQuery },
} as const;

export const listIncidentsSchema = {
  tags,
  summary: 'One page of incidents (keyset)',
  querystring: listQuerySchema(incidentListing, 'list'),
  response: {
    200: {
      type: 'object',
      required: ['incidents', 'nextToken'],
      properties: { incidents: { type: 'array', items: incidentItemSchema }, nextToken: nullableString },
    },
    ...problems,
  },
};

export const countIncidentsSchema = {
  tags,
  summary: 'Incidents up to the cutoff and matching the filters (exact up to a cap, then approximate)',
  querystring: listQuerySchema(incidentListing, 'count'),
  response: {
    200: {
      type: 'object',
      required: ['totalIncidents', 'totalFilteredIncidents'],
      properties: {
        totalIncidents: { type: 'integer' },
        totalFilteredIncidents: { type: 'integer' },
        approximate: { type: 'boolean' },
      },
    },
    ...problems,
  },
};

export const exportIncidentsSchema = {
  tags,
  summary: 'The filtered incidents as CSV (streamed)',
  querystring: listQuerySchema(incidentListing, 'export'),
  produces: ['text/csv'],
  response: { 200: { type: 'string', description: 'text/csv' }, ...problems },
};

export const getIncidentSchema = {
  tags,
  summary: 'The extended incident (extendIncident) with the event behind it',
  params: uuidParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { created: createdQuery, policyType: { type: 'string', maxLength: 50 } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        ...incidentItemSchema.properties,
        event: eventSchema,
        details: anyObject,
        commentCount: { type: 'integer' },
      },
    },
    ...problems,
  },
};

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
