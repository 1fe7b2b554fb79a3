// The discovery resources of RFC 7644 §4: what this service supports, its resource types and their schemas.

/** Most resources one list answer carries. */
export const SCIM_MAX_RESULTS = 1000;

const string = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: "A tenant's SCIM token, created by a Tenant Admin in User Management",
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

const USER_SCHEMA = {
  id: 'urn:ietf:params:scim:schemas:core:2.0:User',
  name: 'User',
  description: 'A person of the tenant: a member of the console tenant',
  attributes: [
    string('userName', { required: true, uniqueness: 'server' }),
    string('externalId', { caseExact: true }),
    string('displayName'),
    {
      ...string('name'),
      type: 'complex',
      subAttributes: [string('givenName'), string('familyName'), string('formatted')],
    },
    {
      ...string('emails'),
      type: 'complex',
      multiValued: true,
      subAttributes: [string('value'), string('type'), { ...string('primary'), type: 'boolean' }],
    },
    { ...string('active'), type: 'boolean' },
    {
      ...string('groups'),
      type: 'complex',
      multiValued: true,
      mutability: 'readOnly',
      subAttributes: [string('value', { mutability: 'readOnly' }), string('display', { mutability: 'readOnly' })],
    },
  ],
};

const GROUP_SCHEMA = {
  id: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  name: 'Group',
  description: 'A group of the tenant: what user and group lists name',
  attributes: [
    string('displayName', { required: true, uniqueness: 'server' }),
    string('externalId', { caseExact: true }),
    {
      ...string('members'),
      type: 'complex',
      multiValued: true,
      subAttributes: [string('value', { mutability: 'immutable' }), string('display', { mutability: 'readOnly' })],
    },
  ],
};

export const SCIM_SCHEMAS = [USER_SCHEMA, GROUP_SCHEMA];

export function schemaResource(schema: (typeof SCIM_SCHEMAS)[number], baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    ...schema,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${schema.id}` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    { id: 'User', name: 'User', endpoint: '/Users', schema: USER_SCHEMA.id },
    { id: 'Group', name: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA.id },
  ].map((type) => ({
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    ...type,
    description: `${type.name}s of the tenant's directory`,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${type.id}` },
  }));
}
