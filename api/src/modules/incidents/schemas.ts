import { listQuerySchema } from '../../lib/listing';
import { incidentListing } from './incident-listing';

export const tags = ['Incidents'];
export const problems = {
  400: { $ref: 'ProblemDetails#' },
  401: { $ref: 'ProblemDetails#' },
  403: { $ref: 'ProblemDetails#' },
  404: { $ref: 'ProblemDetails#' },
};
export const nullableString = { type: ['string', 'null'] } as const;
export const str = { type: 'string' } as const;
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
export const createdQuery = { type: 'string', format: 'date-time' } as const;
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
