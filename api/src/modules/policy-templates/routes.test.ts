import { sql } from 'drizzle-orm';
import { emptyPolicyDefinition, type Policy } from 'shared-contracts';
import { withMaintenance } from '../../db/tenant-scope';
import { createAgentTestKit } from '../../testing/agent-test-kit';
import type { AgentTestKit } from '../../testing/agent-test-kit';
import { uncheckedRows } from '../../testing/query-rows';
import type {
  PolicyTemplate,
  TemplateVersion,
  TenantPushPlan,
  TenantPushResult,
  TenantTemplateStatus,
} from './schemas';

let kit: AgentTestKit;
let root: string;
let sourcePolicy: Policy;
let sourceListId: string;
let templateId: string;

type Details = { template: PolicyTemplate; versions: TemplateVersion[] };

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = root) =>
  kit.t.call({ method, url: `/platform/policy-templates${url}`, token, ...(payload && { payload }) });

const asTenant = (
  token: string,
  tenant: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => kit.t.call({ method, url, token, tenant, ...(payload && { payload }) });

async function status(): Promise<Record<string, TenantTemplateStatus>> {
  const answer = await call('GET', `/${templateId}/status`);
  expect(answer.statusCode).toBe(200);
  const { tenants } = answer.json<{ tenants: TenantTemplateStatus[] }>();
  return Object.fromEntries(tenants.map((tenant) => [tenant.tenantId, tenant]));
}

/** Every tenant's copies of the template (as the owner, across tenants: what a push wrote where). */
function copies(id = templateId) {
  return withMaintenance(kit.t.database, (tx) =>
    uncheckedRows<{ tenant: string; kind: string; name: string; version: number }>(
      tx,
      sql`SELECT tenant_id AS tenant, 'policy' AS kind, name, template_version AS version FROM policies
            WHERE template_id = ${id}::uuid
          UNION ALL SELECT tenant_id, 'list', name, template_version FROM lists WHERE template_id = ${id}::uuid
          ORDER BY 1, 2`,
    ),
  );
}

function audits(action: string) {
  return withMaintenance(kit.t.database, (tx) =>
    uncheckedRows<{ tenant: string; description: string }>(
      tx,
      sql`SELECT tenant_id AS tenant, description FROM audit_logs WHERE action = ${action} ORDER BY created, tenant_id`,
    ),
  );
}

async function copyOf(token: string, tenant: string, name: string): Promise<Policy> {
  const answer = await asTenant(token, tenant, 'GET', '/policies');
  const policy = answer.json<{ policies: Policy[] }>().policies.find((candidate) => candidate.name === name);
  if (!policy) throw new Error(`${tenant} has no policy ${name}`);
  return policy;
}

beforeAll(async () => {
  kit = await createAgentTestKit();
  root = await kit.t.tokenFor('root@platform.example');
  const list = await asTenant(kit.acmeAdmin, 'acme-corp', 'POST', '/lists', {
    name: 'Template file shares',
    listType: 'block',
    entityType: 'domain',
    newItems: ['share.example', 'drop.example'],
  });
  expect(list.statusCode).toBe(200);
  sourceListId = list.json<{ id: string }>().id;
  const definition = emptyPolicyDefinition();
  definition.conditions.destinations.listIds = [sourceListId];
  const policy = await asTenant(kit.acmeAdmin, 'acme-corp', 'POST', '/policies', {
    policy: { name: 'Baseline: block file shares', verdict: 'BLOCK', definition },
  });
  expect(policy.statusCode).toBe(200);
  sourcePolicy = policy.json<{ policy: Policy }>().policy;
});
afterAll(() => kit.t.close());

describe('policy templates', () => {
  it('are for platform admins and Tenant Group Admins only: a tenant user without a group reads and writes none', async () => {
    for (const token of [kit.acmeAdmin, kit.globexAdmin]) {
      expect((await call('GET', '', undefined, token)).statusCode).toBe(403);
      const save = { name: 'Mine', tenantId: 'acme-corp', policyIds: [sourcePolicy.policyId] };
      expect((await call('POST', '', save, token)).statusCode).toBe(403);
    }
    expect((await kit.t.call({ method: 'GET', url: '/platform/policy-templates' })).statusCode).toBe(401);
  });

  it('saves a policy with the list it references, copied by content, as version 1', async () => {
    const answer = await call('POST', '', {
      name: 'Baseline',
      description: 'What every customer starts with',
      tenantId: 'acme-corp',
      policyIds: [sourcePolicy.policyId],
    });
    expect(answer.statusCode).toBe(200);
    const { template, versions } = answer.json<Details>();
    templateId = template.id;
    expect(template).toMatchObject({ name: 'Baseline', latestVersion: 1, policies: 1, lists: 1, tenants: 0 });
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, sourceTenant: 'acme-corp' });
    expect(versions[0]!.content.lists).toEqual([
      expect.objectContaining({
        key: sourceListId,
        name: 'Template file shares',
        items: ['drop.example', 'share.example'],
      }),
    ]);
    expect(versions[0]!.content.policies[0]).toMatchObject({ key: sourcePolicy.policyId, verdict: 'BLOCK' });
    expect(versions[0]!.content.policies[0]!.definition.conditions.destinations.listIds).toEqual([sourceListId]);
    const listed = await call('GET', '');
    expect(listed.json<{ templates: PolicyTemplate[] }>().templates.map((t) => t.name)).toEqual(['Baseline']);
  });

  it('refuses bad input with problem details', async () => {
    const blank = await call('POST', '', { name: '', tenantId: 'acme-corp', policyIds: [sourcePolicy.policyId] });
    expect(blank.statusCode).toBe(400);
    expect(blank.headers['content-type']).toContain('application/problem+json');
    const unknown = '00000000-0000-4000-8000-000000000001';
    const missing = await call('POST', '', { name: 'Other', tenantId: 'acme-corp', policyIds: [unknown] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('policyIds/0');
    const taken = await call('POST', '', {
      name: 'Baseline',
      tenantId: 'acme-corp',
      policyIds: [sourcePolicy.policyId],
    });
    expect(taken.statusCode).toBe(409);
    const outside = await call('POST', `/${templateId}/push`, { tenantIds: ['globex', 'nowhere'], drifted: 'skip' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json<{ errors: { field: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'tenantIds/1' }),
    ]);
    const mode = await call('POST', `/${templateId}/push`, { tenantIds: ['globex'], drifted: 'sometimes' });
    expect(mode.statusCode).toBe(400);
    expect((await call('GET', `/${unknown}/status`)).statusCode).toBe(404);
    expect((await call('POST', `/${templateId}/preview`, { tenantIds: ['globex'], version: 9 })).statusCode).toBe(404);
    // Nothing of the refused requests was written anywhere.
    expect(await copies()).toEqual([]);
  });

  it('pushes to the chosen tenants only, each copy recording the template and version, audited in each', async () => {
    const preview = await call('POST', `/${templateId}/preview`, { tenantIds: ['globex', 'initech'] });
    expect(preview.statusCode).toBe(200);
    const plans = preview.json<{ tenants: TenantPushPlan[] }>().tenants;
    expect(
      plans.map((plan) => [plan.tenantId, plan.drifted, plan.conflict, plan.changes.map((c) => c.action)]),
    ).toEqual([
      ['globex', false, null, ['create', 'create']],
      ['initech', false, null, ['create', 'create']],
    ]);
    // The preview wrote nothing.
    expect(await copies()).toEqual([]);

    const pushed = await call('POST', `/${templateId}/push`, { tenantIds: ['globex', 'initech'], drifted: 'skip' });
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json<{ tenants: TenantPushResult[] }>().tenants.map((t) => [t.tenantId, t.outcome])).toEqual([
      ['globex', 'applied'],
      ['initech', 'applied'],
    ]);
    expect(await copies()).toEqual([
      { tenant: 'globex', kind: 'list', name: 'Template file shares', version: 1 },
      { tenant: 'globex', kind: 'policy', name: 'Baseline: block file shares', version: 1 },
      { tenant: 'initech', kind: 'list', name: 'Template file shares', version: 1 },
      { tenant: 'initech', kind: 'policy', name: 'Baseline: block file shares', version: 1 },
    ]);
    // Globex's copy references Globex's copy of the list, which Globex's own admin reads with its items.
    const copy = await copyOf(kit.globexAdmin, 'globex', 'Baseline: block file shares');
    const [listId] = copy.definition.conditions.destinations.listIds;
    expect(listId).not.toBe(sourceListId);
    const list = await asTenant(kit.globexAdmin, 'globex', 'GET', `/lists/${listId}`);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json<{ items: { value: string }[] }>()
        .items.map((item) => item.value)
        .sort(),
    ).toEqual(['drop.example', 'share.example']);
    expect((await audits('Push policy template')).map((row) => row.tenant)).toEqual(['globex', 'initech']);
    const states = await status();
    expect(Object.keys(states)).toEqual(['globex', 'initech']);
    expect(states.globex).toMatchObject({ state: 'in_sync', version: 1 });
    expect(states.initech).toMatchObject({ state: 'in_sync', version: 1 });
  });

  it('shows a tenant that edited its copy as drifted with its edits, and one that deleted it as missing', async () => {
    const copy = await copyOf(kit.globexAdmin, 'globex', 'Baseline: block file shares');
    const { policyId, version, definition, name } = copy;
    const edited = await asTenant(kit.globexAdmin, 'globex', 'PATCH', `/policies/${policyId}`, {
      policy: { name, verdict: 'CHALLENGE', definition, version },
    });
    expect(edited.statusCode).toBe(200);
    const initechCopy = await withMaintenance(kit.t.database, (tx) =>
      uncheckedRows<{ id: string }>(
        tx,
        sql`SELECT id::text AS id FROM policies WHERE tenant_id = 'initech' AND template_id = ${templateId}::uuid`,
      ),
    );
    const initechToken = await kit.t.tokenFor('multi@globex.example');
    expect((await asTenant(initechToken, 'initech', 'DELETE', `/policies/${initechCopy[0]!.id}`)).statusCode).toBe(403);
    await withMaintenance(kit.t.database, (tx) =>
      tx.execute(sql`DELETE FROM policies WHERE tenant_id = 'initech' AND id = ${initechCopy[0]!.id}::uuid`),
    );

    const states = await status();
    expect(states.globex!.state).toBe('drifted');
    const drifted = states.globex!.items.find((item) => item.kind === 'policy')!;
    expect(drifted).toMatchObject({ state: 'drifted', fields: ['verdict'] });
    expect(drifted.templatePolicy?.verdict).toBe('BLOCK');
    expect(drifted.copyPolicy?.verdict).toBe('CHALLENGE');
    // The copy's list id reads as the template's key, so an untouched list reference is no drift.
    expect(drifted.copyPolicy?.definition.conditions.destinations.listIds).toEqual([sourceListId]);
    expect(states.initech!.state).toBe('missing');
    expect(states.initech!.items.map((item) => [item.kind, item.state])).toEqual([
      ['policy', 'missing'],
      ['list', 'in_sync'],
    ]);
  });

  it('re-pushes a new version: previews per tenant, skips drifted tenants or overwrites them', async () => {
    const updated = await asTenant(kit.acmeAdmin, 'acme-corp', 'PATCH', `/policies/${sourcePolicy.policyId}`, {
      policy: {
        name: sourcePolicy.name,
        description: 'Version 2',
        verdict: 'BLOCK',
        definition: sourcePolicy.definition,
      },
    });
    expect(updated.statusCode).toBe(200);
    const saved = await call('POST', `/${templateId}/versions`, {
      tenantId: 'acme-corp',
      policyIds: [sourcePolicy.policyId],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Details>().template.latestVersion).toBe(2);

    const preview = await call('POST', `/${templateId}/preview`, { tenantIds: ['globex', 'initech'] });
    const plans = preview.json<{ version: number; tenants: TenantPushPlan[] }>();
    expect(plans.version).toBe(2);
    const globex = plans.tenants.find((plan) => plan.tenantId === 'globex')!;
    expect(globex.drifted).toBe(true);
    expect(globex.changes.find((change) => change.kind === 'policy')).toMatchObject({
      action: 'update',
      fields: ['description', 'verdict'],
    });
    const initech = plans.tenants.find((plan) => plan.tenantId === 'initech')!;
    expect(initech.changes.map((change) => [change.kind, change.action])).toEqual([
      ['list', 'unchanged'],
      ['policy', 'create'],
    ]);

    const skipped = await call('POST', `/${templateId}/push`, { tenantIds: ['globex', 'initech'], drifted: 'skip' });
    expect(skipped.json<{ tenants: TenantPushResult[] }>().tenants.map((t) => [t.tenantId, t.outcome])).toEqual([
      ['globex', 'skipped'],
      ['initech', 'applied'],
    ]);
    let states = await status();
    expect(states.globex).toMatchObject({ state: 'drifted', version: 1 });
    expect(states.initech).toMatchObject({ state: 'in_sync', version: 2 });
    expect((await copyOf(kit.globexAdmin, 'globex', 'Baseline: block file shares')).verdict).toBe('CHALLENGE');

    const overwritten = await call('POST', `/${templateId}/push`, { tenantIds: ['globex'], drifted: 'overwrite' });
    expect(overwritten.json<{ tenants: TenantPushResult[] }>().tenants[0]).toMatchObject({
      outcome: 'applied',
      drifted: true,
    });
    states = await status();
    expect(states.globex).toMatchObject({ state: 'in_sync', version: 2 });
    const copy = await copyOf(kit.globexAdmin, 'globex', 'Baseline: block file shares');
    expect(copy).toMatchObject({ verdict: 'BLOCK', description: 'Version 2' });
    const globexAudits = (await audits('Push policy template')).filter((row) => row.tenant === 'globex');
    expect(globexAudits.at(-1)!.description).toBe(
      `Template "Baseline" version 2: 1 policy updated (the tenant's edits overwritten)`,
    );
    // Acme, the source, was never pushed to and holds no copy.
    expect((await copies()).filter((row) => row.tenant === 'acme-corp')).toEqual([]);
  });

  it('refuses a push, writing nothing anywhere, when a tenant has a policy of the same name', async () => {
    const definition = emptyPolicyDefinition();
    const own = await asTenant(kit.globexAdmin, 'globex', 'POST', '/policies', {
      policy: { name: 'Educate on uploads', verdict: 'BLOCK', definition },
    });
    expect(own.statusCode).toBe(200);
    const source = await asTenant(kit.acmeAdmin, 'acme-corp', 'POST', '/policies', {
      policy: { name: 'Educate on uploads', verdict: 'BLOCK', definition },
    });
    const created = await call('POST', '', {
      name: 'Uploads',
      tenantId: 'acme-corp',
      policyIds: [source.json<{ policy: Policy }>().policy.policyId],
    });
    const id = created.json<Details>().template.id;
    const preview = await call('POST', `/${id}/preview`, { tenantIds: ['initech', 'globex'] });
    expect(preview.json<{ tenants: TenantPushPlan[] }>().tenants.map((plan) => plan.conflict)).toEqual([
      null,
      'A policy named "Educate on uploads" exists already',
    ]);
    const refused = await call('POST', `/${id}/push`, { tenantIds: ['initech', 'globex'], drifted: 'overwrite' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['tenantIds/1']);
    expect(await copies(id)).toEqual([]);
  });
});

describe('policy templates of a Tenant Group Admin', () => {
  // The demo's Noor Okafor (msp@platform.example): Tenant Group Admin of "Northwind managed" (Globex, Initech), an
  // analyst of Initech, no member of Acme.
  let msp: string;
  let globexPolicy: Policy;
  /** Saved by the Tenant Group Admin from Globex. */
  let northwindTemplate: string;
  /** Saved by a platform admin from Acme for the Northwind group. */
  let managedTemplate: string;
  /** Saved by a platform admin from Acme for another group. */
  let otherGroupTemplate: string;
  const OTHER_GROUP = '0c0c0c0c-0000-4000-8000-00000000c1c1';
  const templateCount = async () =>
    (
      await withMaintenance(kit.t.database, (tx) =>
        uncheckedRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM policy_templates`),
      )
    )[0]!.n;
  const saveFromAcme = async (name: string, policyName: string, groupId: string) => {
    const policy = await asTenant(kit.acmeAdmin, 'acme-corp', 'POST', '/policies', {
      policy: { name: policyName, verdict: 'BLOCK', definition: emptyPolicyDefinition() },
    });
    expect(policy.statusCode).toBe(200);
    const policyIds = [policy.json<{ policy: Policy }>().policy.policyId];
    const saved = await call('POST', '', { name, tenantId: 'acme-corp', policyIds, groupId });
    expect(saved.statusCode).toBe(200);
    return saved.json<Details>().template;
  };

  beforeAll(async () => {
    msp = await kit.t.tokenFor('msp@platform.example');
    const created = await asTenant(kit.globexAdmin, 'globex', 'POST', '/policies', {
      policy: { name: 'Northwind: block paste sites', verdict: 'BLOCK', definition: emptyPolicyDefinition() },
    });
    expect(created.statusCode).toBe(200);
    globexPolicy = created.json<{ policy: Policy }>().policy;
    const [northwind] = await withMaintenance(kit.t.database, async (tx) => {
      // Another group, of Acme alone.
      await tx.execute(sql`INSERT INTO tenant_groups (id, name) VALUES (${OTHER_GROUP}::uuid, 'Acme managed')`);
      await tx.execute(
        sql`INSERT INTO tenant_group_tenants (group_id, member_tenant_id) VALUES (${OTHER_GROUP}::uuid, 'acme-corp')`,
      );
      return uncheckedRows<{ id: string }>(
        tx,
        sql`SELECT id::text AS id FROM tenant_groups WHERE name = 'Northwind managed'`,
      );
    });
    const managed = await saveFromAcme('Managed baseline', 'Managed: block USB uploads', northwind!.id);
    expect(managed).toMatchObject({ groupId: northwind!.id, groupName: 'Northwind managed' });
    managedTemplate = managed.id;
    const other = await saveFromAcme('Acme baseline', 'Acme: block paste sites', OTHER_GROUP);
    expect(other).toMatchObject({ groupId: OTHER_GROUP, groupName: 'Acme managed' });
    otherGroupTemplate = other.id;
  });

  it('saves a template from a tenant of their scope, owned by their group (a name another owner uses is free)', async () => {
    const saved = await call(
      'POST',
      '',
      { name: 'Baseline', tenantId: 'globex', policyIds: [globexPolicy.policyId] },
      msp,
    );
    expect(saved.statusCode).toBe(200);
    const { template, versions } = saved.json<Details>();
    northwindTemplate = template.id;
    expect(template).toMatchObject({ name: 'Baseline', groupName: 'Northwind managed', latestVersion: 1 });
    expect(versions[0]).toMatchObject({ sourceTenant: 'globex', savedBy: 'Noor Okafor' });
    // The platform admin sees every template: the platform's own and every group's.
    const all = (await call('GET', '')).json<{ templates: PolicyTemplate[] }>().templates;
    expect(all.map((t) => [t.name, t.groupName])).toEqual([
      ['Acme baseline', 'Acme managed'],
      ['Baseline', null],
      ['Baseline', 'Northwind managed'],
      ['Managed baseline', 'Northwind managed'],
      ['Uploads', null],
    ]);
  });

  it('sees the templates of their group alone: another group’s and the platform’s own are not found', async () => {
    const listed = await call('GET', '', undefined, msp);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ templates: PolicyTemplate[] }>().templates.map((t) => t.id)).toEqual([
      northwindTemplate,
      managedTemplate,
    ]);
    expect(listed.body).not.toMatch(/acme/i);
    for (const id of [otherGroupTemplate, templateId]) {
      expect((await call('GET', `/${id}`, undefined, msp)).statusCode).toBe(404);
      expect((await call('GET', `/${id}/status`, undefined, msp)).statusCode).toBe(404);
      expect((await call('POST', `/${id}/preview`, { tenantIds: ['globex'] }, msp)).statusCode).toBe(404);
      const push = await call('POST', `/${id}/push`, { tenantIds: ['globex'], drifted: 'skip' }, msp);
      expect(push.statusCode).toBe(404);
      const body = { tenantId: 'globex', policyIds: [globexPolicy.policyId] };
      expect((await call('POST', `/${id}/versions`, body, msp)).statusCode).toBe(404);
    }
    expect(await copies(otherGroupTemplate)).toEqual([]);
  });

  it('cannot save from, preview or push to a tenant outside their scope (403 naming it, nothing written)', async () => {
    const before = await templateCount();
    const acmePolicies = { tenantId: 'acme-corp', policyIds: [sourcePolicy.policyId] };
    const fromAcme = await call('POST', '', { name: 'From Acme', ...acmePolicies }, msp);
    expect(fromAcme.statusCode).toBe(403);
    expect(fromAcme.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(fromAcme.json<{ detail: string }>().detail).toBe('Not a tenant you hold: acme-corp');
    expect((await call('POST', `/${northwindTemplate}/versions`, acmePolicies, msp)).statusCode).toBe(403);
    const theirs = { name: 'Theirs', tenantId: 'globex', policyIds: [globexPolicy.policyId], groupId: OTHER_GROUP };
    const otherGroup = await call('POST', '', theirs, msp);
    expect(otherGroup.statusCode).toBe(403);
    expect(otherGroup.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('groupId');
    expect(await templateCount()).toBe(before);
    for (const action of ['preview', 'push'] as const) {
      const body = { tenantIds: ['globex', 'acme-corp'], ...(action === 'push' && { drifted: 'overwrite' }) };
      const answer = await call('POST', `/${managedTemplate}/${action}`, body, msp);
      expect({ action, status: answer.statusCode }).toEqual({ action, status: 403 });
      expect(answer.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
        { in: 'body', field: 'tenantIds/1', message: "'acme-corp' is not a tenant you hold" },
      ]);
    }
    expect(await copies(managedTemplate)).toEqual([]);
  });

  it('pushes to their tenants, audited in each, and sees only their tenants’ copies and pushes', async () => {
    const pushed = await call(
      'POST',
      `/${managedTemplate}/push`,
      { tenantIds: ['globex', 'initech'], drifted: 'skip' },
      msp,
    );
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json<{ tenants: TenantPushResult[] }>().tenants.map((t) => [t.tenantId, t.outcome])).toEqual([
      ['globex', 'applied'],
      ['initech', 'applied'],
    ]);
    expect((await copies(managedTemplate)).map((row) => [row.tenant, row.name])).toEqual([
      ['globex', 'Managed: block USB uploads'],
      ['initech', 'Managed: block USB uploads'],
    ]);
    const audited = (await audits('Push policy template')).filter((row) =>
      row.description.includes('Managed baseline'),
    );
    expect(audited.map((row) => row.tenant)).toEqual(['globex', 'initech']);
    // Their own template to Initech; a platform admin pushes it to Acme too: the Tenant Group Admin sees nothing of it.
    const toInitech = await call(
      'POST',
      `/${northwindTemplate}/push`,
      { tenantIds: ['initech'], drifted: 'skip' },
      msp,
    );
    expect(toInitech.statusCode).toBe(200);
    const toAcme = await call('POST', `/${northwindTemplate}/push`, { tenantIds: ['acme-corp'], drifted: 'skip' });
    expect(toAcme.statusCode).toBe(200);
    const status = await call('GET', `/${northwindTemplate}/status`, undefined, msp);
    expect(status.json<{ tenants: TenantTemplateStatus[] }>().tenants.map((t) => t.tenantId)).toEqual(['initech']);
    const details = await call('GET', `/${northwindTemplate}`, undefined, msp);
    const answer = details.json<Details & { pushes: { tenantId: string }[] }>();
    expect(answer.pushes.map((p) => p.tenantId)).toEqual(['initech']);
    expect(answer.template.tenants).toBe(1);
    for (const response of [status, details]) expect(response.body).not.toMatch(/acme/i);
    // Of the template a platform admin saved from Acme for her group, she reads the content, not where it came from.
    const managed = await call('GET', `/${managedTemplate}`, undefined, msp);
    expect(managed.json<Details>().versions.map((version) => version.sourceTenant)).toEqual([null]);
    expect(managed.body).not.toMatch(/acme/i);
    expect((await call('GET', `/${managedTemplate}`)).json<Details>().versions[0]!.sourceTenant).toBe('acme-corp');
    // The platform admin sees both.
    const rootStatus = await call('GET', `/${northwindTemplate}/status`);
    expect(rootStatus.json<{ tenants: TenantTemplateStatus[] }>().tenants.map((t) => t.tenantId)).toEqual([
      'acme-corp',
      'initech',
    ]);
  });
});
