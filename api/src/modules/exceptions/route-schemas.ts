import { Type } from '@sinclair/typebox';
import {
  PolicyExceptionBacktestQuerySchema,
  PolicyExceptionBacktestSchema,
  PolicyExceptionDetailSchema,
  PolicyExceptionOfIncidentSchema,
  PolicyExceptionRequestSchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of the policy exceptions API; the DTOs are shared-contracts' schemas.

export const EXCEPTIONS_TAG = 'Policy exceptions';
const tags = [EXCEPTIONS_TAG];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const requestExceptionSchema = {
  tags,
  summary:
    'Request an exception: from an incident (any member; the incident reads Pending) or without one (Tenant Admin)',
  body: PolicyExceptionRequestSchema,
  response: { 200: PolicyExceptionDetailSchema, ...problemResponses(403, 404, 422) },
};

export const getExceptionSchema = {
  tags,
  summary: 'An exception with its approvals and the incidents that led to it',
  params: IdParams,
  response: { 200: PolicyExceptionDetailSchema, ...problemResponses(404) },
};

export const incidentExceptionSchema = {
  tags,
  summary: 'The exception requested from an incident (the newest), with its approvals; null when there is none',
  params: IdParams,
  response: { 200: PolicyExceptionOfIncidentSchema, ...problemResponses() },
};

export const decideExceptionSchema = (summary: string) => ({
  tags,
  summary,
  params: IdParams,
  response: { 200: PolicyExceptionDetailSchema, ...problemResponses(403, 404, 409) },
});

export const backtestExceptionsSchema = {
  tags,
  summary: 'What each pending or active exception exempts over the last days of stored events',
  querystring: PolicyExceptionBacktestQuerySchema,
  response: { 200: PolicyExceptionBacktestSchema, ...problemResponses() },
};
