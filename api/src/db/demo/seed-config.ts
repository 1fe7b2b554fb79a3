import {
  classificationIdOf,
  DEVICE_ONLINE_WITHIN_MINUTES,
  emptyPolicyDefinition,
  type PolicyDefinition,
} from 'shared-contracts';
import type { Tx } from '../database';
import {
  classifications,
  devices,
  featureFlagOverrides,
  listItems,
  lists,
  policies,
  policyVersions,
  reportTemplates,
  savedFilters,
} from '../schema';
import { DEMO_CLASSIFICATIONS, DEMO_LISTS, DEMO_POLICIES, DEMO_REPORT_TEMPLATES } from './catalog-config';
import type { DemoPolicy } from './catalog-config';
import { AGENT_VERSIONS, DEPARTMENTS, EXTENSION_VERSIONS, FIRST_NAMES, LAST_NAMES, PLATFORMS } from './catalog-org';
import type { DemoTenant } from './catalog-org';
import { documentsFolder } from './platform-software';
import type { DemoOs } from './platform-software';
import type { Random } from './prng';
import type { TenantStaff } from './seed-directory';
import { demoUuid } from './stable-id';

export interface SeededDevice {
  id: string;
  hostname: string;
  user: string;
  os: DemoOs;
  /** The user's Documents folder on the device's OS, with its trailing separator. */
  documents: string;
}

export interface SeededPolicy extends DemoPolicy {
  id: string;
}

/** What the activity generator needs from the configuration. */
export interface TenantConfig {
  devices: SeededDevice[];
  policies: SeededPolicy[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function employees(tenant: DemoTenant, random: Random): { username: string; department: string }[] {
  const seen = new Set<string>();
  const people: { username: string; department: string }[] = [];
  while (people.length < tenant.employees) {
    const first = random.pick(FIRST_NAMES).toLowerCase();
    const last = random
      .pick(LAST_NAMES)
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
    let username = `${first}.${last}`;
    for (let n = 2; seen.has(username); n += 1) username = `${first}.${last}${n}`;
    seen.add(username);
    people.push({ username, department: random.pick(DEPARTMENTS) });
  }
  return people;
}

async function seedDevices(tx: Tx, tenant: DemoTenant, random: Random, anchor: Date): Promise<SeededDevice[]> {
  const rows: (typeof devices.$inferInsert)[] = [];
  const systems: DemoOs[] = [];
  for (const [index, person] of employees(tenant, random).entries()) {
    const count = random.chance(0.15) ? 2 : 1;
    for (let k = 0; k < count; k += 1) {
      const platform = random.weighted(PLATFORMS);
      systems.push(platform.os);
      const agentVersion = random.weighted(AGENT_VERSIONS);
      const extensionVersion = random.weighted(EXTENSION_VERSIONS);
      const agentStatus =
        agentVersion === ''
          ? 'Inactive'
          : random.weighted([
              ['Online', 60],
              ['Offline', 30],
              ['Inactive', 10],
            ] as const);
      const ageMs =
        agentStatus === 'Online'
          ? random.int(0, (DEVICE_ONLINE_WITHIN_MINUTES - 1) * MINUTE)
          : agentStatus === 'Offline'
            ? random.int(HOUR, 7 * 24 * HOUR)
            : random.int(14 * 24 * HOUR, 60 * 24 * HOUR);
      const agentDisabled = random.chance(0.05);
      const extensionDisabled = random.chance(0.05);
      rows.push({
        tenantId: tenant.id,
        id: demoUuid(`${tenant.id}:device:${index}:${k}`),
        hostname: `${tenant.hostPrefix}-${platform.tag}-${String(rows.length + 1).padStart(4, '0')}`,
        lastActiveUser: person.username,
        operatingSystem: platform.os,
        osVersion: random.pick(platform.versions),
        cpuArchitecture: random.pick(platform.arch),
        agentVersion,
        extensionVersion,
        extensionStatus:
          extensionVersion === ''
            ? 'Not installed'
            : extensionDisabled
              ? 'Disabled'
              : random.chance(0.9)
                ? 'Active'
                : 'Inactive',
        agentDisabled,
        agentDisabledCurrent: agentDisabled && random.chance(0.8),
        chromeExtensionDisabled: extensionDisabled,
        chromeExtensionDisabledCurrent: extensionDisabled && random.chance(0.8),
        ipAddress: `10.${random.int(0, 40)}.${random.int(0, 255)}.${random.int(1, 254)}`,
        lastSeen: new Date(anchor.getTime() - ageMs),
        created: new Date(anchor.getTime() - random.int(60, 400) * 24 * HOUR),
      });
    }
  }
  for (let start = 0; start < rows.length; start += 200)
    await tx.insert(devices).values(rows.slice(start, start + 200));
  return rows.map((row, index) => {
    const os = systems[index] ?? 'Windows';
    const user = row.lastActiveUser ?? '';
    return {
      id: row.id,
      hostname: row.hostname,
      user,
      os,
      documents: documentsFolder(os, user),
    };
  });
}

async function seedPolicies(tx: Tx, tenant: DemoTenant, staff: TenantStaff[], anchor: Date): Promise<SeededPolicy[]> {
  const seeded = DEMO_POLICIES.map((policy, index) => ({ ...policy, id: demoUuid(`${tenant.id}:policy:${index}`) }));
  const rows = seeded.map((policy, index) => ({
    tenantId: tenant.id,
    id: policy.id,
    name: policy.name,
    description: policy.description,
    status: policy.status === 'enabled' ? 'active' : 'disabled',
    verdict: policy.verdict,
    priority: (index + 1) * 10,
    definition: demoDefinition(tenant.id, policy),
    createdBy: staff[0]?.name ?? '',
    created: new Date(anchor.getTime() - (200 - index * 7) * 24 * HOUR),
    updated: new Date(anchor.getTime() - (30 - index) * 24 * HOUR),
    updatedBy: staff[0]?.name ?? '',
  }));
  await tx.insert(policies).values(rows);
  await tx.insert(policyVersions).values(
    rows.map((row) => ({
      tenantId: row.tenantId,
      policyId: row.id,
      version: 1,
      name: row.name,
      description: row.description,
      status: row.status,
      verdict: row.verdict,
      priority: row.priority,
      definition: row.definition,
      change: 'created',
      savedBy: row.createdBy,
      saved: row.updated,
    })),
  );
  return seeded.filter((policy) => policy.status === 'enabled');
}

/** A demo policy in the engine's model: its lists are exceptions when they allow, conditions when they block. */
function demoDefinition(tenantId: string, policy: DemoPolicy): PolicyDefinition {
  const definition = emptyPolicyDefinition();
  const { conditions, exceptions } = definition;
  conditions.egressChannels = [...policy.channels];
  conditions.destinationTypes = [...policy.destinationTypes];
  conditions.elementTypes = policy.dataTypes.map((name) => ({ id: classificationIdOf(name), minCount: 1 }));
  conditions.destinations.values = [...(policy.destinations ?? [])];
  for (const name of policy.lists ?? []) {
    const list = DEMO_LISTS.find((candidate) => candidate.name === name);
    const target = list?.listType === 'allow' ? exceptions.destinations : conditions.destinations;
    target.listIds.push(demoListId(tenantId, name));
  }
  definition.educateMessage = policy.verdict === 'educate' ? policy.description : '';
  definition.raiseIncident = policy.verdict === 'BLOCK' || policy.verdict === 'CHALLENGE';
  return definition;
}

/** The id of a demo list of the tenant, by name (policies refer to lists by id). */
function demoListId(tenantId: string, name: string): string {
  const index = DEMO_LISTS.findIndex((list) => list.name === name);
  if (index < 0) throw new Error(`No demo list named ${name}`);
  return demoUuid(`${tenantId}:list:${index}`);
}

async function seedLists(tx: Tx, tenant: DemoTenant, anchor: Date): Promise<void> {
  for (const [index, list] of DEMO_LISTS.entries()) {
    const id = demoListId(tenant.id, list.name);
    const created = new Date(anchor.getTime() - (120 - index * 9) * 24 * HOUR);
    const { items, ...fields } = list;
    await tx.insert(lists).values({ tenantId: tenant.id, id, ...fields, created, updated: created });
    const values =
      list.entityType === 'user' ? [`ceo@${tenant.domain}`, `cfo@${tenant.domain}`, `cto@${tenant.domain}`] : items;
    if (values.length > 0) {
      await tx.insert(listItems).values(
        values.map((value, item) => ({
          tenantId: tenant.id,
          listId: id,
          id: demoUuid(`${id}:item:${item}`),
          value,
          created,
        })),
      );
    }
  }
}

async function seedReportTemplates(tx: Tx, tenant: DemoTenant, staff: TenantStaff[], anchor: Date): Promise<void> {
  for (const [index, template] of DEMO_REPORT_TEMPLATES.entries()) {
    const id = demoUuid(`${tenant.id}:report-template:${index}`);
    await tx.insert(reportTemplates).values({
      tenantId: tenant.id,
      id,
      ...template,
      recipients: [`security@${tenant.domain}`],
      createdBy: staff[0]?.name ?? '',
      created: new Date(anchor.getTime() - (90 - index) * 24 * HOUR),
      updated: new Date(anchor.getTime() - (20 - index) * 24 * HOUR),
      lastRun: template.paused ? null : new Date(anchor.getTime() - 24 * HOUR),
    });
    // No reports: a report is a file the scheduler makes, and the templates' missed slots run when the API starts.
  }
}

/** Devices, policies, lists, classifications, report templates, flags and saved filters of a tenant. */
export async function seedTenantConfig(
  tx: Tx,
  tenant: DemoTenant,
  staff: TenantStaff[],
  random: Random,
  anchor: Date,
): Promise<TenantConfig> {
  const seededDevices = await seedDevices(tx, tenant, random, anchor);
  const seededPolicies = await seedPolicies(tx, tenant, staff, anchor);
  await seedLists(tx, tenant, anchor);
  await tx.insert(classifications).values(
    DEMO_CLASSIFICATIONS.map((item, sortOrder) => ({
      tenantId: tenant.id,
      kind: item.kind,
      id: item.id,
      displayName: item.displayName,
      policyBuilderHidden: item.hidden ?? false,
      extra: item.extra ?? false,
      elementTypes: [...(item.elementTypes ?? [])],
      sortOrder,
    })),
  );
  await seedReportTemplates(tx, tenant, staff, anchor);
  if (tenant.id === 'globex') {
    await tx.insert(featureFlagOverrides).values({
      tenantId: tenant.id,
      name: 'EXTRA_COMPLIANCE_FRAMEWORKS',
      value: true,
      updatedBy: staff[0]?.userId ?? '',
    });
  }
  for (const member of staff.slice(0, 2)) {
    await tx.insert(savedFilters).values({
      tenantId: tenant.id,
      userId: member.userId,
      id: 'incidents-high-open',
      grid: 'incidents',
      name: 'High severity, open',
      value: { severity: ['high'], status: ['open'] },
    });
  }
  return { devices: seededDevices, policies: seededPolicies };
}
