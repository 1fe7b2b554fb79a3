import { sql } from 'drizzle-orm';
import { compilePolicySet, emptyPolicyDefinition, policyEventFields, userClassifier } from 'shared-contracts';
import type { EvaluablePolicy, PolicyContext, PolicyEvent } from 'shared-contracts';
import { type Database } from '../../db/database';
import { uncheckedRows } from '../../testing/query-rows';
import { withTenant } from '../../db/tenant-scope';
import { isoText } from '../../lib/listing';
import { copyTemplateDatabase } from '../../testing/test-app';
import {
  groupedFields,
  readChangedRanks,
  readChangedSamples,
  readEventGroups,
  readUserClasses,
} from './backtest-groups';
import { summariseBacktest } from './backtest-summary';

const TENANT = 'acme-corp';
const WINDOW = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };
const CTX: PolicyContext = { lists: new Map(), frameworkElements: new Map(), groupsOf: () => [] };

let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(() => database.close());

function policy(
  id: string,
  verdict: EvaluablePolicy['verdict'],
  priority: number,
  change: (d: EvaluablePolicy['definition']) => void,
) {
  const definition = emptyPolicyDefinition();
  change(definition);
  return { policyId: id, name: id, priority, status: 'active', verdict, definition } satisfies EvaluablePolicy;
}

const CURRENT = [
  policy('mail', 'BLOCK', 1, (d) => void (d.conditions.egressChannels = ['Email'])),
  policy('ai', 'CHALLENGE', 2, (d) => void (d.conditions.destinationTypes = ['AI service'])),
];
const CHANGED = [
  ...CURRENT,
  policy('code', 'BLOCK', 0, (d) => {
    d.conditions.elementTypes = [{ id: 'source-code', minCount: 2 }];
    d.conditions.contentCategories = ['source-code'];
    d.exceptions.sources.values = ['Visual Studio Code'];
  }),
];

/** Every event of the tenant, one by one, newest first: the exact answer the grouped read must agree with. */
function everyEvent(): Promise<(PolicyEvent & { id: string; created: string })[]> {
  return withTenant(database, TENANT, (tx) =>
    uncheckedRows<PolicyEvent & { id: string; created: string }>(
      tx,
      sql`SELECT id::text AS id, ${sql.raw(isoText('created'))} AS created,
            username, source, destination, destination_type AS "destinationType", egress_channel AS "egressChannel",
            data_types AS "dataTypes", total_hit_count AS "totalHitCount", content_category AS "contentCategory",
            mip_label AS "mipLabel", file_name AS "fileName", hostname
          FROM egress_events WHERE tenant_id = ${TENANT} ORDER BY created DESC, id DESC`,
    ),
  );
}

/** The grouped answer for two policy sets, and the exact one from every event, with the fields grouped by. */
async function bothWays(current: EvaluablePolicy[], changed: EvaluablePolicy[]) {
  const fields = groupedFields(new Set([...policyEventFields(current, CTX), ...policyEventFields(changed, CTX)]));
  const before = compilePolicySet(current, CTX);
  const after = compilePolicySet(changed, CTX);
  // The last policy of the changed set is the draft: the events its conditions match, whether or not it decides them.
  const alone = compilePolicySet([{ ...changed.at(-1)!, status: 'active' }], CTX);
  const matches = (event: PolicyEvent) => alone(event).policy !== undefined;
  const events = await everyEvent();
  const classify = userClassifier([...current, ...changed], CTX);
  const classes = await withTenant(database, TENANT, (tx) => readUserClasses(tx, TENANT, WINDOW, fields, classify));
  const groups = await withTenant(database, TENANT, (tx) => readEventGroups(tx, TENANT, WINDOW, fields, classes));
  expect(groups.length).toBeLessThan(events.length);
  const exact = summariseBacktest(
    events.map((event) => ({ event, events: 1 })),
    before,
    after,
    10,
    matches,
  );
  const grouped = summariseBacktest(groups, before, after, 10, matches);
  expect(exact.changed).toBeGreaterThan(0);
  expect(exact.matched).toBeGreaterThan(0);
  const figures = ({ events, matched, changed, transitions, policies }: typeof exact) => ({
    events,
    matched,
    changed,
    transitions,
    policies,
  });
  expect(figures(grouped)).toEqual(figures(exact));
  expect(grouped.policies.reduce((sum, row) => sum + row.events, 0)).toBe(grouped.changed);
  // The users and destinations of the changed events, read back through the changed combinations.
  const ranks = await withTenant(database, TENANT, (tx) =>
    readChangedRanks(tx, TENANT, WINDOW, grouped.changedGroups, fields, 10, classes),
  );
  expect(ranks).toEqual({ users: exact.users, destinations: exact.destinations });
  expect(ranks.users.length).toBeGreaterThan(0);
  // The samples: the 20 newest events whose verdict really changes, each with its own transition, by the engine.
  const samples = await withTenant(database, TENANT, (tx) =>
    readChangedSamples(tx, TENANT, WINDOW, grouped.changedGroups, fields, 20, classes),
  );
  const changing = events.filter((event) => before(event).verdict !== after(event).verdict);
  expect(samples.map((sample) => sample.id)).toEqual(changing.slice(0, 20).map((event) => event.id));
  // The same when the newest events searched first hold too few changed ones, and the whole window is read.
  const fallback = await withTenant(database, TENANT, (tx) =>
    readChangedSamples(tx, TENANT, WINDOW, grouped.changedGroups, fields, 20, classes, 5),
  );
  expect(fallback).toEqual(samples);
  for (const sample of samples) {
    const event = events.find((candidate) => candidate.id === sample.id)!;
    expect(sample).toMatchObject({ created: event.created, username: event.username, source: event.source });
    const group = grouped.changedGroups[sample.group]!;
    expect([before(event).verdict, after(event).verdict]).toEqual([group.from, group.to]);
  }
  return { fields, classes, groups, changedGroups: grouped.changedGroups, samples };
}

describe('the backtest read', () => {
  it('groups by the fields the policies read, and agrees with evaluating every event one by one', async () => {
    const { fields, changedGroups } = await bothWays(CURRENT, CHANGED);
    // Users and destinations are not read by these policies: they are ranked by the second read only.
    expect(fields).toEqual([
      'source',
      'destinationType',
      'egressChannel',
      'dataTypes',
      'totalHitCount',
      'contentCategory',
    ]);
    expect(changedGroups.length).toBeGreaterThan(1);
  });

  it('leaves the hit counts out when no minimum is above 1, and still agrees one by one', async () => {
    const keys = policy('keys', 'BLOCK', 0, (d) => void (d.conditions.elementTypes = [{ id: 'api-key', minCount: 1 }]));
    const { fields } = await bothWays(CURRENT, [...CURRENT, keys]);
    expect(fields).toContain('dataTypes');
    expect(fields).not.toContain('totalHitCount');
  });

  it('groups users by the classes the policies tell apart, and still agrees one by one', async () => {
    const [first, second] = [...new Set((await everyEvent()).map((event) => event.username))].sort();
    const named = policy('named', 'BLOCK', 0, (d) => {
      d.conditions.users.values = [first!.toUpperCase()];
      d.exceptions.destinations.values = ['gmail.com'];
    });
    const exempt = policy('exempt', 'CHALLENGE', 1, (d) => void (d.exceptions.users.values = [second!]));
    const { fields, classes, groups, samples } = await bothWays(CURRENT, [...CURRENT, named, exempt]);
    expect(fields).toContain('username');
    // The named user and the exempt one are each alone in their class; everyone else is in one.
    expect(classes).toHaveLength(1);
    expect(classes[0]!.members).not.toContain(first);
    expect(classes[0]!.members).not.toContain(second);
    const users = new Set(groups.map((group) => group.event.username));
    expect(users).toEqual(new Set([first, second, classes[0]!.representative]));

    // Samples of a class come from any of its users.
    for (const sample of samples) {
      const member = classes[0]!.members.includes(sample.username);
      expect(member || sample.username === first || sample.username === second).toBe(true);
    }
  });

  it('ranks every event of the window when no field is read', async () => {
    const everything = policy('all', 'CHALLENGE', 1, () => undefined);
    const { fields } = await bothWays([], [everything]);
    expect(fields).toEqual([]);
  });

  it('reads nothing of another tenant, nor outside the window', async () => {
    const fields = groupedFields(new Set());
    const [acme, globex, none] = await Promise.all([
      withTenant(database, TENANT, (tx) => readEventGroups(tx, TENANT, WINDOW, fields)),
      withTenant(database, TENANT, (tx) => readEventGroups(tx, 'globex', WINDOW, fields)),
      withTenant(database, TENANT, (tx) =>
        readEventGroups(tx, TENANT, { from: new Date('1990-01-01Z'), to: new Date('1991-01-01Z') }, fields),
      ),
    ]);
    const total = (await everyEvent()).length;
    expect(acme.reduce((sum, group) => sum + group.events, 0)).toBe(total);
    expect(globex).toEqual([]);
    expect(none).toEqual([]);
    const all = [{ ...acme[0]!, from: 'NOT_COVERED' as const, to: 'BLOCK' as const }];
    const other = await withTenant(database, TENANT, (tx) => readChangedRanks(tx, 'globex', WINDOW, all, fields, 10));
    expect(other).toEqual({ users: [], destinations: [] });
  });
});
