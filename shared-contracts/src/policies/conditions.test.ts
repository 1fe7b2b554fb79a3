import { PolicyConditionsSchema, PolicyExceptionsSchema } from '../schemas/policies';
import type { PolicyConditions, PolicyExceptions } from '../schemas/policies';
import { POLICY_CONDITION_KEYS, POLICY_CONDITIONS, POLICY_EXCEPTION_KEYS } from './conditions';
import { emptyPolicyDefinition } from './empty-policy';

/** The policy DTO's conditions as they were spelled before the declaration: deriving them must not change them. */
interface SpelledConditions {
  elementTypes: { id: string; minCount: number }[];
  complianceFrameworks: string[];
  contentCategories: string[];
  mipLabels: string[];
  egressChannels: string[];
  destinationTypes: string[];
  sources: { values: string[]; listIds: string[] };
  destinations: { values: string[]; listIds: string[] };
  users: { values: string[]; groups: string[]; listIds: string[] };
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const conditionsUnchanged: Same<PolicyConditions, SpelledConditions> = true;
const exceptionsUnchanged: Same<PolicyExceptions, Pick<SpelledConditions, 'sources' | 'destinations' | 'users'>> = true;

describe('the policy conditions declared once', () => {
  it('keeps the DTO types as they were spelled', () => {
    expect([conditionsUnchanged, exceptionsUnchanged]).toEqual([true, true]);
  });

  it('gives the schema one property per condition, in order, with its description', () => {
    expect(Object.keys(PolicyConditionsSchema.properties)).toEqual(POLICY_CONDITION_KEYS);
    expect(Object.keys(PolicyExceptionsSchema.properties)).toEqual(['sources', 'destinations', 'users']);
    expect(PolicyConditionsSchema.properties.egressChannels.description).toBe('How the data leaves, e.g. Email, USB');
    expect(PolicyConditionsSchema.properties.sources.description).toBeUndefined();
  });

  it('starts the builder from every condition empty and no exception', () => {
    const { conditions, exceptions } = emptyPolicyDefinition();
    expect(Object.keys(conditions)).toEqual(POLICY_CONDITION_KEYS);
    expect(Object.keys(exceptions)).toEqual(POLICY_EXCEPTION_KEYS);
    expect(conditions.egressChannels).toEqual([]);
    expect(conditions.users).toEqual({ values: [], groups: [], listIds: [] });
    expect(exceptions.destinations).toEqual({ values: [], listIds: [] });
  });

  it('names the event field each condition tests', () => {
    expect(POLICY_CONDITION_KEYS.map((key) => POLICY_CONDITIONS[key].field)).toEqual([
      'dataTypes',
      'dataTypes',
      'contentCategory',
      'mipLabel',
      'egressChannel',
      'destinationType',
      'source',
      'destination',
      'username',
    ]);
  });
});
