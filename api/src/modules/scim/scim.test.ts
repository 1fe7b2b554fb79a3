import type { ScimTokenCreated, UserOrGroupList } from 'shared-contracts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let acmeToken: string;
let globexToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const create = async (token: string, tenant: string) => {
    const answer = await t.call({
      method: 'POST',
      url: '/scim-tokens',
      token,
      tenant,
      payload: { name: `Okta ${tenant}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<ScimTokenCreated>().secret;
  };
  acmeToken = await create(await t.tokenFor('admin@acme.example'), 'acme-corp');
  globexToken = await create(await t.tokenFor('multi@globex.example'), 'globex');
});
afterAll(() => t.close());

interface ScimAnswer {
  id: string;
  userName?: string;
  displayName?: string;
  active?: boolean;
  members?: { value: string }[];
  groups?: { value: string; display: string }[];
  totalResults?: number;
  startIndex?: number;
  itemsPerPage?: number;
  Resources?: ScimAnswer[];
  status?: string;
  scimType?: string;
  detail?: string;
}

async function scim(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token = acmeToken,
) {
  const answer = await t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/scim+json' }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
  return {
    status: answer.statusCode,
    type: answer.headers['content-type'],
    body: answer.body ? answer.json<ScimAnswer>() : undefined,
  };
}

const user = (userName: string, extra: Record<string, unknown> = {}) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName,
  name: { givenName: 'Dana', familyName: 'Scim' },
  emails: [{ value: userName, primary: true, type: 'work' }],
  active: true,
  ...extra,
});
const patch = (Operations: unknown[]) => ({ schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations });

describe('SCIM 2.0', () => {
  it('refuses requests without a valid token, in SCIM error form', async () => {
    for (const token of ['', 'scim_not-a-token', await t.tokenFor('admin@acme.example')]) {
      const answer = await scim('GET', '/Users', undefined, token);
      expect(answer.status).toBe(401);
      expect(answer.type).toMatch(/^application\/scim\+json/);
      expect(answer.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });
    }
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    expect((await scim('GET', '/ServiceProviderConfig')).body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
    });
    expect((await scim('GET', '/ResourceTypes')).body?.Resources?.map((type) => type.id)).toEqual(['User', 'Group']);
    const schemas = (await scim('GET', '/Schemas')).body?.Resources?.map((schema) => schema.id);
    expect(schemas).toEqual([
      'urn:ietf:params:scim:schemas:core:2.0:User',
      'urn:ietf:params:scim:schemas:core:2.0:Group',
    ]);
  });

  it('creates, reads, filters, pages, replaces, patches and deletes users', async () => {
    const created = await scim('POST', '/Users', user('dana.scim@acme.example', { externalId: 'okta-1' }));
    expect(created.status).toBe(201);
    expect(created.type).toMatch(/^application\/scim\+json/);
    const id = created.body!.id;
    expect(created.body).toMatchObject({ userName: 'dana.scim@acme.example', displayName: 'Dana Scim', active: true });
    expect((await scim('POST', '/Users', user('DANA.scim@acme.example'))).body).toMatchObject({
      status: '409',
      scimType: 'uniqueness',
    });
    for (const name of ['bo', 'cy', 'di'])
      await scim('POST', '/Users', user(`${name}.page@acme.example`, { displayName: `Pager ${name}` }));

    expect((await scim('GET', `/Users/${id}`)).body?.userName).toBe('dana.scim@acme.example');
    const byName = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "Dana.Scim@acme.example"')}`);
    expect(byName.body).toMatchObject({ totalResults: 1, Resources: [{ id }] });
    const byExternal = await scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "okta-1"')}`);
    expect(byExternal.body?.Resources?.map((found) => found.id)).toEqual([id]);
    const contains = `/Users?filter=${encodeURIComponent('displayName co "pager"')}`;
    expect((await scim('GET', contains)).body?.totalResults).toBe(3);
    const page = await scim('GET', `${contains}&startIndex=2&count=1`);
    expect(page.body).toMatchObject({
      totalResults: 3,
      startIndex: 2,
      itemsPerPage: 1,
      Resources: [{ displayName: 'Pager cy' }],
    });
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('title pr')}`)).body).toMatchObject({
      status: '400',
      scimType: 'invalidFilter',
    });

    const replaced = await scim('PUT', `/Users/${id}`, user('dana.scim@acme.example', { displayName: 'Dana S.' }));
    expect(replaced.body).toMatchObject({ displayName: 'Dana S.' });
    // Okta deactivates with a value object, Entra with a path and a string.
    expect(
      (await scim('PATCH', `/Users/${id}`, patch([{ op: 'replace', value: { active: false } }]))).body?.active,
    ).toBe(false);
    expect(
      (await scim('PATCH', `/Users/${id}`, patch([{ op: 'Replace', path: 'active', value: 'True' }]))).body?.active,
    ).toBe(true);

    // A value object may carry the user's own id (it names the resource); another id is refused.
    const withId = await scim(
      'PATCH',
      `/Users/${id}`,
      patch([{ op: 'replace', value: { id, displayName: 'Dana I.' } }]),
    );
    expect(withId.body).toMatchObject({ id, displayName: 'Dana I.' });
    const otherId = { id: '00000000-0000-4000-8000-000000000000', displayName: 'X' };
    expect((await scim('PATCH', `/Users/${id}`, patch([{ op: 'replace', value: otherId }]))).body).toMatchObject({
      status: '400',
      scimType: 'mutability',
    });

    expect((await scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).status).toBe(404);
  });

  it('makes SCIM users members of the tenant and SCIM groups the groups lists name', async () => {
    const created = await scim('POST', '/Users', user('eve.picker@acme.example', { displayName: 'Eve Picker' }));
    const group = await scim('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Picker Crew',
      members: [{ value: created.body!.id }],
    });
    expect(group.status).toBe(201);
    expect(group.body?.members).toEqual([expect.objectContaining({ value: created.body!.id })]);
    expect((await scim('GET', `/Users/${created.body!.id}`)).body?.groups).toEqual([
      expect.objectContaining({ display: 'Picker Crew' }),
    ]);

    const admin = await t.tokenFor('admin@acme.example');
    const search = async (query: string) =>
      (
        await t.call({ method: 'GET', url: `/lists/users?${query}`, token: admin, tenant: 'acme-corp' })
      ).json<UserOrGroupList>().usersAndGroups;
    expect(await search('search=eve%20pick')).toEqual([
      expect.objectContaining({ name: 'Eve Picker', value: 'eve.picker@acme.example', userOrGroupType: 'user' }),
    ]);
    expect(await search('search=picker%20crew&userOrGroupType=group')).toEqual([
      { id: group.body!.id, name: 'Picker Crew', value: 'Picker Crew', userOrGroupType: 'group' },
    ]);

    const gid = group.body!.id;
    const removed = await scim(
      'PATCH',
      `/Groups/${gid}`,
      patch([{ op: 'remove', path: `members[value eq "${created.body!.id}"]` }]),
    );
    expect(removed.body?.members).toEqual([]);
    const renamed = await scim(
      'PATCH',
      `/Groups/${gid}`,
      patch([
        { op: 'replace', path: 'displayName', value: 'Picker Team' },
        { op: 'add', path: 'members', value: [{ value: created.body!.id }] },
      ]),
    );
    expect(renamed.body).toMatchObject({ displayName: 'Picker Team', members: [{ value: created.body!.id }] });
    expect(
      (
        await scim(
          'GET',
          `/Groups?filter=${encodeURIComponent('displayName eq "picker team"')}&excludedAttributes=members`,
        )
      ).body,
    ).toMatchObject({
      totalResults: 1,
      Resources: [{ id: gid, displayName: 'Picker Team' }],
    });
    expect((await scim('DELETE', `/Groups/${gid}`)).status).toBe(204);
  });

  it("never lets one tenant's token read or write another tenant's directory", async () => {
    const acmeUser = (await scim('POST', '/Users', user('isolated@acme.example'))).body!;
    const acmeGroup = (await scim('POST', '/Groups', { displayName: 'Acme only', members: [{ value: acmeUser.id }] }))
      .body!;
    for (const [method, url, body] of [
      ['GET', `/Users/${acmeUser.id}`, undefined],
      ['PUT', `/Users/${acmeUser.id}`, user('isolated@acme.example')],
      ['PATCH', `/Users/${acmeUser.id}`, patch([{ op: 'replace', value: { active: false } }])],
      ['DELETE', `/Users/${acmeUser.id}`, undefined],
      ['GET', `/Groups/${acmeGroup.id}`, undefined],
      ['PATCH', `/Groups/${acmeGroup.id}`, patch([{ op: 'replace', path: 'displayName', value: 'Taken' }])],
      ['DELETE', `/Groups/${acmeGroup.id}`, undefined],
    ] as const) {
      expect({ method, url, status: (await scim(method, url, body, globexToken)).status }).toEqual({
        method,
        url,
        status: 404,
      });
    }
    const listed = await scim('GET', '/Users?count=1000', undefined, globexToken);
    expect(JSON.stringify(listed.body)).not.toMatch(/acme/i);
    const groups = await scim('GET', '/Groups', undefined, globexToken);
    expect(JSON.stringify(groups.body)).not.toContain('Acme only');
    // Another tenant's user cannot be made a member of a group.
    const foreign = await scim(
      'POST',
      '/Groups',
      { displayName: 'Sneaky', members: [{ value: acmeUser.id }] },
      globexToken,
    );
    expect(foreign.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    expect((await scim('GET', `/Users/${acmeUser.id}`)).body?.active).toBe(true);
    expect((await scim('GET', `/Groups/${acmeGroup.id}`)).body?.displayName).toBe('Acme only');
  });

  it('never deactivates the last Tenant Admin, audits every change, and stops a revoked token', async () => {
    // The demo data provisioned Acme's people through the same service, its two Tenant Admins among them: while the
    // other is active, one of them can be deactivated.
    const byUserName = async (userName: string) =>
      (await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`)).body!.Resources![0]!;
    const second = await byUserName('admin2@acme.example');
    expect(second).toMatchObject({ displayName: 'Jules Martin', active: true });
    const deactivated = await scim(
      'PATCH',
      `/Users/${second.id}`,
      patch([{ op: 'replace', path: 'active', value: false }]),
    );
    expect(deactivated.status).toBe(200);
    const admin = await byUserName('admin@acme.example');
    expect(admin).toMatchObject({ displayName: 'Avery Chen', active: true });
    const answer = await scim('PATCH', `/Users/${admin.id}`, patch([{ op: 'replace', path: 'active', value: false }]));
    expect(answer.status).toBe(409);
    expect((await scim('DELETE', `/Users/${admin.id}`)).status).toBe(409);
    // Nor a platform admin: a tenant's directory must not lock them out of the platform.
    const root = (await scim('POST', '/Users', user('root@platform.example'))).body!;
    expect(
      (await scim('PATCH', `/Users/${root.id}`, patch([{ op: 'replace', value: { active: false } }]))).status,
    ).toBe(409);

    const session = await t.tokenFor('admin@acme.example');
    const audit = await t.call({
      method: 'GET',
      url: '/audit-logs?action=SCIM%20create%20user',
      token: session,
      tenant: 'acme-corp',
    });
    expect(audit.json<{ results: { userIdentifier?: string; page: string }[] }>().results[0]).toMatchObject({
      page: 'User Management',
    });
    expect(audit.body).toContain('SCIM (Okta acme-corp)');

    const tokens = await t.call({ method: 'GET', url: '/scim-tokens', token: session, tenant: 'acme-corp' });
    const { id } = tokens
      .json<{ tokens: { id: string; name: string }[] }>()
      .tokens.find((token) => token.name === 'Okta acme-corp')!;
    expect(tokens.body).not.toContain(acmeToken);
    expect(
      (await t.call({ method: 'DELETE', url: `/scim-tokens/${id}`, token: session, tenant: 'acme-corp' })).statusCode,
    ).toBe(204);
    expect((await scim('GET', '/Users')).status).toBe(401);
  });
});
