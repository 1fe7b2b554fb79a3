import { sql } from 'drizzle-orm';
import { formatNumber } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import type { Database } from '../database';
import type { EvidenceStore } from '../../modules/evidence/evidence-store';
import { queryRows } from '../database';
import { withMaintenance } from '../tenant-scope';
import { DEMO_TENANTS } from './catalog-org';
import { eventTemplates, labelWheel } from './event-templates';
import { createRandom } from './prng';
import { seedContentActivities } from './seed-activities';
import { seedAudit } from './seed-audit';
import { seedTenantConfig } from './seed-config';
import { seedDirectory } from './seed-directory';
import { seedEvidence } from './seed-evidence';
import { seedScimDirectory } from './seed-scim-directory';
import { EVENT_BATCH, insertEventBatch } from './seed-events';
import { seedIncidents } from './seed-incidents';
import { seedEducationHistory } from './seed-education';

/** Events across the three tenants when no size is given: a few seconds to load. */
export const DEFAULT_DEMO_EVENTS = 12_000;

export interface DemoDataOptions {
  /** Total egress events across tenants (split 50/30/20). */
  events?: number;
  /** The moment the data ends at; default now, truncated to the minute. */
  anchor?: Date;
  /** PRNG seed; the same seed and anchor give the same data. */
  seed?: number;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
  /** Where the demo evidence files go; without a store no event gets evidence. */
  evidence?: EvidenceStore;
  /** Stop the feeds of the tenants that say so (`feedStoppedHoursAgo`); true by default, the tests' data set says false. */
  stoppedFeeds?: boolean;
  /**
   * Whether the educate policies get their history before the events window (seed-education.ts: they monitored
   * first), so the educate effect has a baseline; default true. The API suite's template leaves it out.
   */
  educationHistory?: boolean;
}

/** The days the demo's events span, up to the anchor. */
const DEMO_WINDOW_DAYS = 120;

const EmptyRow = Type.Object({ empty: Type.Boolean() });

/** True when no tenant exists yet: the demo data is only ever loaded into an empty database. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const rows = await queryRows(database.db, sql`select not exists (select 1 from tenants) as empty`, EmptyRow);
  return rows[0]?.empty ?? true;
}

/** Fills an empty database with the demo organisations. Deterministic for a given seed, anchor and size. */
export async function loadDemoData(database: Database, options: DemoDataOptions = {}): Promise<void> {
  const totalEvents = options.events ?? DEFAULT_DEMO_EVENTS;
  const anchor = options.anchor ?? new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const seed = options.seed ?? 20_240_917;
  const log = options.log ?? (() => undefined);
  const random = createRandom(seed);

  const staff = await withMaintenance(database, (tx) => seedDirectory(tx));
  await withMaintenance(database, (tx) => seedScimDirectory(tx));
  for (const tenant of DEMO_TENANTS) {
    const members = staff.get(tenant.id) ?? [];
    const config = await withMaintenance(database, (tx) => seedTenantConfig(tx, tenant, members, random, anchor));
    const templates = eventTemplates(random, config.policies);
    const labels = labelWheel(random);
    const events = Math.max(1, Math.round(totalEvents * tenant.share));
    const stoppedMs = options.stoppedFeeds === false ? 0 : (tenant.feedStoppedHoursAgo ?? 0) * 3_600_000;
    for (let from = 1; from <= events; from += EVENT_BATCH) {
      const to = Math.min(events, from + EVENT_BATCH - 1);
      await insertEventBatch(database, {
        tenantId: tenant.id,
        seed: `${seed}:${tenant.id}`,
        from,
        to,
        anchor: new Date(anchor.getTime() - stoppedMs),
        windowDays: DEMO_WINDOW_DAYS,
        templates,
        devices: config.devices,
        labels,
      });
      log(`${tenant.name}: ${formatNumber(to)} / ${formatNumber(events)} events`);
    }
    await seedContentActivities(database, tenant.id);
    await seedIncidents(database, tenant.id, members, anchor);
    await seedEvidence(database, tenant.id, options.evidence);
    await seedAudit(database, tenant.id, members, 400 + Math.round(events / 50), anchor);
    log(`${tenant.name}: incidents, comments, summaries and audit entries`);
    if (options.educationHistory ?? true) {
      const history = await seedEducationHistory(database, {
        tenantId: tenant.id,
        seed: `${seed}:${tenant.id}`,
        events,
        windowStart: new Date(anchor.getTime() - DEMO_WINDOW_DAYS * 86_400_000),
        templates,
        devices: config.devices,
        labels,
      });
      log(`${tenant.name}: ${formatNumber(history)} events of the educate policies before they educated`);
    }
  }
  if (database.driver === 'postgres') await database.db.execute(sql`analyze`);
}
