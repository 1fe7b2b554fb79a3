import { Type } from '@sinclair/typebox';
import {
  ClassificationListSchema,
  PolicyBacktestRequestSchema,
  PolicyBacktestSchema,
  PolicyCreateSchema,
  PolicyDeleteManySchema,
  PolicyDetailsSchema,
  PolicyEducationEffectListSchema,
  PolicyEducationEffectResponseSchema,
  PolicyListQuerySchema,
  PolicyListSchema,
  PolicyOrderSchema,
  PolicyParamsSchema,
  PolicyStatusSchema,
  PolicyUpdateSchema,
  PolicyVersionListSchema,
  PolicyVersionParamsSchema,
} from 'shared-contracts/schemas';
import { EDUCATION_REPEAT_DAYS } from 'shared-contracts';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of protection policies and the builder's classifications; the DTOs are shared-contracts' schemas.

const tags = ['Policies'];
const details = { 200: PolicyDetailsSchema };
const params = PolicyParamsSchema;

export const listPoliciesSchema = {
  tags,
  summary: "The tenant's policies of a type (protection), in the order the engine decides",
  querystring: PolicyListQuerySchema,
  response: { 200: PolicyListSchema, ...problemResponses() },
};

export const createPolicySchema = {
  tags,
  summary: 'Create a policy (checked, named uniquely; version 1)',
  body: PolicyCreateSchema,
  response: { ...details, ...problemResponses(409) },
};

export const deletePoliciesSchema = {
  tags,
  summary: 'Delete many policies, all or none, in one audit entry',
  body: PolicyDeleteManySchema,
  response: { 200: Type.Object({ deleted: Type.Integer() }), ...problemResponses(404) },
};

export const policyStatusSchema = {
  tags,
  summary: "Change one policy's status (active, simulation, disabled, draft)",
  body: PolicyStatusSchema,
  response: { ...details, ...problemResponses(404, 412) },
};

export const reorderPoliciesSchema = {
  tags,
  summary:
    'Reorder policies: those named take, in the order given, the places they held; all are renumbered 10, 20, ...',
  body: PolicyOrderSchema,
  response: { 200: Type.Object({ changed: Type.Integer() }), ...problemResponses(404) },
};

export const getPolicySchema = {
  tags,
  summary: 'One policy',
  params,
  response: { ...details, ...problemResponses(404) },
};

export const updatePolicySchema = {
  tags,
  summary: 'Change a policy as a whole (version or If-Match; a new version)',
  params,
  body: PolicyUpdateSchema,
  response: { ...details, ...problemResponses(404, 409, 412) },
};

export const deletePolicySchema = {
  tags,
  summary: 'Delete a policy and its versions',
  params,
  response: { 204: Type.Null({ description: 'Deleted' }), ...problemResponses(404) },
};

export const listVersionsSchema = {
  tags,
  summary: "A policy's saved versions, newest first",
  params,
  response: { 200: PolicyVersionListSchema, ...problemResponses(404) },
};

export const restoreVersionSchema = {
  tags,
  summary: 'Restore a version: its state becomes a new version (If-Match for the current one)',
  params: PolicyVersionParamsSchema,
  response: { ...details, ...problemResponses(404, 409, 412) },
};

export const backtestSchema = {
  tags,
  summary: "What a draft would have changed in the last N days' stored events, before saving it",
  body: PolicyBacktestRequestSchema,
  response: { 200: PolicyBacktestSchema, ...problemResponses(404) },
};

/** One classification list's route (`what`: the data categories, the element types, ...). */
export const classificationsSchema = (what: string) => ({
  tags,
  summary: `The ${what} the policy builder offers (hidden ones flagged policy_builder_hidden)`,
  response: { 200: ClassificationListSchema, ...problemResponses() },
});

const educationEffect =
  `educated users who repeat a matching egress within ${EDUCATION_REPEAT_DAYS} days, against the users it matched ` +
  'without educating them (users whose whole horizon has passed; README "Does educating work?")';

export const educationEffectSchema = {
  tags,
  summary: `Does educating work: of this policy, ${educationEffect}`,
  params,
  response: { 200: PolicyEducationEffectResponseSchema, ...problemResponses(404) },
};

export const educationEffectsSchema = {
  tags: ['Dashboard'],
  summary: `Does educating work: for each policy that educates or educated, ${educationEffect}`,
  response: { 200: PolicyEducationEffectListSchema, ...problemResponses() },
};
