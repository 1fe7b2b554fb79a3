import type { ScimTokenCreated } from 'shared-contracts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

/**
 * The requests that Okta's SCIM 2.0 provisioning guide and Microsoft Entra ID's SCIM provisioning guides (the endpoint
 * tutorial's example requests and the "known issues" page of SCIM 2.0 compliance) document, one test each, as those
 * directories send them: their bodies, their op spellings, their media type (also on a body-less DELETE).
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.call({
    method: 'POST',
    url: '/scim-tokens',
    token: await t.tokenFor('admin@acme.example'),
    tenant: 'acme-corp',
    payload: { name: 'Guides' },
  });
  expect(answer.statusCode).toBe(200);
  token = answer.json<ScimTokenCreated>().secret;
});
afterAll(() => t.close());

interface ScimResource {
  id: string;
  userName?: string;
  displayName?: string;
  active?: boolean;
  name?: { givenName?: string; familyName?: string };
  emails?: { value: string }[];
  members?: { value: string }[];
  totalResults?: number;
  Resources?: ScimResource[];
  status?: string;
  scimType?: string;
  detail?: string;
}

/** A request as the directories send it: `application/scim+json; charset=utf-8`, on DELETE too (with no body). */
async function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  const answer = await t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json; charset=utf-8' },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
  return { status: answer.statusCode, body: answer.body ? answer.json<ScimResource>() : undefined };
}

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

/** A user created the way Okta's guide does, for the tests that change one. */
async function oktaUser(userName: string): Promise<ScimResource> {
  const created = await send('POST', '/Users', {
    schemas: [USER],
    userName,
    name: { givenName: 'Test', familyName: 'User' },
    emails: [{ primary: true, value: userName, type: 'work' }],
    displayName: 'Test User',
    locale: 'en-US',
    externalId: `okta-${userName}`,
    groups: [],
    password: '1mz050nq',
    active: true,
  });
  expect(created.status).toBe(201);
  return created.body!;
}

async function group(displayName: string, members: string[] = []): Promise<ScimResource> {
  const created = await send('POST', '/Groups', {
    schemas: [GROUP],
    displayName,
    members: members.map((value) => ({ value })),
  });
  expect(created.status).toBe(201);
  return created.body!;
}

describe('Okta SCIM 2.0 guide', () => {
  it('Okta SCIM 2.0 guide: create user with POST /Users', async () => {
    const created = await oktaUser('test.user@acme.example');
    expect(created).toMatchObject({ userName: 'test.user@acme.example', displayName: 'Test User', active: true });
  });

  it('Okta SCIM 2.0 guide: find user with GET /Users?filter=userName eq', async () => {
    await oktaUser('find.user@acme.example');
    const found = await send(
      'GET',
      `/Users?filter=userName%20eq%20%22find.user%40acme.example%22&startIndex=1&count=100`,
    );
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ userName: 'find.user@acme.example' }] });
  });

  it('Okta SCIM 2.0 guide: update user with PUT /Users/{id}', async () => {
    const created = await oktaUser('put.user@acme.example');
    const replaced = await send('PUT', `/Users/${created.id}`, {
      schemas: [USER],
      id: created.id,
      userName: 'put.user@acme.example',
      name: { givenName: 'Another', familyName: 'User' },
      emails: [{ primary: true, value: 'put.user@acme.example', type: 'work' }],
      displayName: 'Another User',
      active: true,
      groups: [],
      meta: { resourceType: 'User' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ displayName: 'Another User', name: { givenName: 'Another' } });
  });

  it('Okta SCIM 2.0 guide: deactivate user with PATCH active false', async () => {
    const created = await oktaUser('deactivate.user@acme.example');
    const patched = await send('PATCH', `/Users/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body?.active).toBe(false);
  });

  it('Okta SCIM 2.0 guide: create group with POST /Groups', async () => {
    const created = await send('POST', '/Groups', { schemas: [GROUP], displayName: 'Test SCIMv2', members: [] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ displayName: 'Test SCIMv2', members: [] });
  });

  it('Okta SCIM 2.0 guide: rename group with PATCH replace whose value carries the group id', async () => {
    const created = await group('Okta Rename Me');
    const patched = await send('PATCH', `/Groups/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { id: created.id, displayName: 'Okta Renamed' } }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: created.id, displayName: 'Okta Renamed' });
    // The id names the resource; another id is a change of an immutable attribute, refused.
    const other = await send('PATCH', `/Groups/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { id: '6ca1d79b-0000-4000-8000-000000000000', displayName: 'X' } }],
    });
    expect(other.body).toMatchObject({ status: '400', scimType: 'mutability' });
  });

  it('Okta SCIM 2.0 guide: add group members with PATCH add members', async () => {
    const member = await oktaUser('add.member@acme.example');
    const created = await group('Okta Add Members');
    const patched = await send('PATCH', `/Groups/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: member.id, display: 'add.member@acme.example' }] }],
    });
    expect(patched.body?.members).toEqual([expect.objectContaining({ value: member.id })]);
  });

  it('Okta SCIM 2.0 guide: remove a group member with PATCH remove members[value eq "..."]', async () => {
    const stays = await oktaUser('stays.member@acme.example');
    const leaves = await oktaUser('leaves.member@acme.example');
    const created = await group('Okta Remove Member', [stays.id, leaves.id]);
    const patched = await send('PATCH', `/Groups/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${leaves.id}"]` }],
    });
    expect(patched.body?.members).toEqual([expect.objectContaining({ value: stays.id })]);
  });

  it('Okta SCIM 2.0 guide: delete group with DELETE /Groups/{id}', async () => {
    const created = await group('Okta Delete Me');
    expect((await send('DELETE', `/Groups/${created.id}`)).status).toBe(204);
    expect((await send('GET', `/Groups/${created.id}`)).status).toBe(404);
  });
});

describe('Microsoft Entra ID SCIM guide', () => {
  /** A user created the way Entra's endpoint tutorial does: userName is not the e-mail there. */
  async function entraUser(suffix: string): Promise<ScimResource> {
    const created = await send('POST', '/Users', {
      schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      externalId: `0a21f0f2-8d2a-4f8e-bf98-7363c4aed4${suffix}`,
      userName: `Test_User_${suffix}@acme.example`,
      active: true,
      emails: [{ primary: true, type: 'work', value: `Test_User_${suffix}@acme.example` }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.status).toBe(201);
    return created.body!;
  }

  it('Microsoft Entra SCIM guide: create user with POST /Users', async () => {
    const created = await entraUser('e1');
    expect(created).toMatchObject({ userName: 'Test_User_e1@acme.example', active: true });
  });

  it('Microsoft Entra SCIM guide: get user by query filter userName eq', async () => {
    const created = await entraUser('e2');
    const found = await send('GET', `/Users?filter=${encodeURIComponent('userName eq "Test_User_e2@acme.example"')}`);
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id: created.id }] });
  });

  it('Microsoft Entra SCIM guide: update user multi-valued properties with Replace emails[type eq "work"].value', async () => {
    const created = await entraUser('e3');
    const patched = await send('PATCH', `/Users/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updated.e3@acme.example' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: { familyName: 'updatedFamilyName' } });
  });

  it('Microsoft Entra SCIM guide: update user single-valued property with Replace userName', async () => {
    const created = await entraUser('e4');
    const patched = await send('PATCH', `/Users/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'userName', value: 'renamed.e4@acme.example' }],
    });
    expect(patched.body?.userName).toBe('renamed.e4@acme.example');
  });

  it('Microsoft Entra SCIM guide: disable user with Replace active false', async () => {
    const created = await entraUser('e5');
    const patched = await send('PATCH', `/Users/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: false }],
    });
    expect(patched.body?.active).toBe(false);
  });

  it('Microsoft Entra SCIM known issues: disable user with Replace active "False" as a string', async () => {
    const created = await entraUser('e6');
    const patched = await send('PATCH', `/Users/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body?.active).toBe(false);
  });

  it('Microsoft Entra SCIM known issues: Add without a path, attribute paths as the value keys', async () => {
    const created = await entraUser('e7');
    const patched = await send('PATCH', `/Users/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          op: 'Add',
          value: {
            'emails[type eq "work"].value': 'added.e7@acme.example',
            'name.givenName': 'John',
            'name.familyName': 'Doe',
          },
        },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: { givenName: 'John', familyName: 'Doe' } });
  });

  it('Microsoft Entra SCIM guide: delete user with a body-less DELETE carrying Content-Type', async () => {
    const created = await entraUser('e8');
    const deleted = await send('DELETE', `/Users/${created.id}`);
    expect(deleted.status).toBe(204);
    expect((await send('GET', `/Users/${created.id}`)).status).toBe(404);
  });

  it('Microsoft Entra SCIM guide: create group with POST /Groups', async () => {
    const created = await send('POST', '/Groups', {
      schemas: [GROUP, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'Entra displayName',
      meta: { resourceType: 'Group' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ displayName: 'Entra displayName', members: [] });
  });

  it('Microsoft Entra SCIM guide: update group non-member attributes with Replace displayName', async () => {
    const created = await group('Entra Before');
    const patched = await send('PATCH', `/Groups/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'displayName', value: 'Entra updatedDisplayName' }],
    });
    expect(patched.body?.displayName).toBe('Entra updatedDisplayName');
  });

  it('Microsoft Entra SCIM guide: update group add members with Add members', async () => {
    const member = await entraUser('e9');
    const created = await group('Entra Add Members');
    const patched = await send('PATCH', `/Groups/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: member.id }] }],
    });
    expect(patched.body?.members).toEqual([expect.objectContaining({ value: member.id })]);
  });

  it('Microsoft Entra SCIM guide: update group remove members with Remove members and a value list', async () => {
    const member = await entraUser('ea');
    const created = await group('Entra Remove Members', [member.id]);
    const patched = await send('PATCH', `/Groups/${created.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: member.id }] }],
    });
    expect(patched.body?.members).toEqual([]);
  });

  it('Microsoft Entra SCIM guide: delete group with a body-less DELETE carrying Content-Type', async () => {
    const created = await group('Entra Delete Me');
    expect((await send('DELETE', `/Groups/${created.id}`)).status).toBe(204);
  });
});
