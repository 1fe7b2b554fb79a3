// JSON schemas of the Descope-compatible routes (request shapes as @descope/core-js-sdk 2.70 sends them).

const str = { type: 'string', maxLength: 4096 } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

export const errorSchema = {
  type: 'object',
  required: ['errorCode', 'errorDescription', 'errorMessage'],
  properties: { errorCode: { type: 'string' }, errorDescription: { type: 'string' }, errorMessage: { type: 'string' } },
} as const;

export const userSchema = {
  type: 'object',
  required: ['loginIds', 'userId', 'name', 'email', 'userTenants'],
  properties: {
    loginIds: strings,
    userId: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    verifiedEmail: { type: 'boolean' },
    verifiedPhone: { type: 'boolean' },
    picture: { type: 'string' },
    roleNames: strings,
    userTenants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['tenantId', 'tenantName', 'roleNames', 'permissions'],
        properties: {
          tenantId: { type: 'string' },
          tenantName: { type: 'string' },
          roleNames: strings,
          permissions: strings,
        },
      },
    },
    status: { type: 'string' },
    externalIds: strings,
    customAttributes: { type: 'object', additionalProperties: true },
    TOTP: { type: 'boolean' },
    SAML: { type: 'boolean' },
    SCIM: { type: 'boolean' },
    password: { type: 'boolean' },
    OAuth: { type: 'object', additionalProperties: { type: 'boolean' } },
    test: { type: 'boolean' },
  },
} as const;

export const jwtResponseSchema = {
  type: 'object',
  required: ['sessionJwt', 'refreshJwt', 'sessionExpiration', 'cookieExpiration', 'user', 'claims'],
  properties: {
    sessionJwt: { type: 'string' },
    refreshJwt: { type: 'string' },
    sessionExpiration: { type: 'integer' },
    cookieExpiration: { type: 'integer' },
    cookieMaxAge: { type: 'integer' },
    cookiePath: { type: 'string' },
    cookieDomain: { type: 'string' },
    user: userSchema,
    firstSeen: { type: 'boolean' },
    claims: { type: 'object', additionalProperties: true },
  },
} as const;

const emptySchema = { type: 'object', additionalProperties: false, properties: {} } as const;
const loginOptions = { type: 'object', additionalProperties: true } as const;

/** Common error responses of every identity route. */
const errors = { '4xx': errorSchema, '5xx': errorSchema } as const;

export const signInSchema = {
  body: {
    type: 'object',
    required: ['loginId', 'password'],
    additionalProperties: false,
    properties: { loginId: str, password: str, loginOptions, providerId: str },
  },
  response: { 200: jwtResponseSchema, ...errors },
} as const;

export const refreshSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { dcs: { type: 'string' }, dcr: { type: 'string' } },
  },
  body: { type: 'object', additionalProperties: false, properties: { externalToken: str } },
  response: { 200: jwtResponseSchema, ...errors },
} as const;

export const tryRefreshSchema = {
  ...refreshSchema,
  // `{}` when there is no valid refresh token: a 4xx would make the SDK wipe its tokens.
  response: { 200: { anyOf: [jwtResponseSchema, emptySchema] }, ...errors },
} as const;

export const meSchema = { response: { 200: userSchema, ...errors } } as const;

const tenantsResponse = {
  type: 'object',
  required: ['tenants'],
  properties: {
    tenants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'string' }, name: { type: 'string' } },
      },
    },
  },
} as const;

export const myTenantsSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { dct: { type: 'boolean' }, ids: { type: 'array', items: str, maxItems: 1000 } },
  },
  response: { 200: tenantsResponse, ...errors },
} as const;

export const myTenantsGetSchema = { response: { 200: tenantsResponse, ...errors } } as const;

export const selectTenantSchema = {
  body: { type: 'object', required: ['tenant'], additionalProperties: false, properties: { tenant: str } },
  response: { 200: jwtResponseSchema, ...errors },
} as const;

export const logoutSchema = {
  body: { type: 'object', additionalProperties: false, properties: {} },
  response: { 200: emptySchema, ...errors },
} as const;

export const ssoAuthorizeSchema = {
  querystring: {
    type: 'object',
    required: ['tenant'],
    additionalProperties: false,
    properties: {
      tenant: str,
      redirectURL: str,
      redirectUrl: str,
      ssoId: str,
      forceAuthn: str,
      loginHint: str,
      initiatedEmail: str,
    },
  },
  body: loginOptions,
  response: { 200: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } }, ...errors },
} as const;

export const ssoExchangeSchema = {
  body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: str } },
  response: { 200: jwtResponseSchema, ...errors },
} as const;

export const localSsoPageSchema = {
  querystring: { type: 'object', required: ['state'], additionalProperties: false, properties: { state: str } },
} as const;

export const localSsoSubmitSchema = {
  body: {
    type: 'object',
    required: ['state', 'loginId', 'password'],
    additionalProperties: false,
    properties: { state: str, loginId: str, password: str },
  },
} as const;

export const jwksSchema = {
  params: { type: 'object', required: ['projectId'], properties: { projectId: str } },
  response: {
    200: {
      type: 'object',
      required: ['keys'],
      properties: { keys: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } } },
    },
    ...errors,
  },
} as const;

// WebAuthn passkeys (`passkey-routes.ts`): the SDK's `webauthn.update` (add one, signed in) and `webauthn.signIn`.
const passkeyStartBody = {
  type: 'object',
  required: ['loginId', 'origin'],
  additionalProperties: false,
  properties: { loginId: str, origin: str, loginOptions, passkeyOptions: loginOptions, mfa: { type: 'boolean' } },
} as const;
const passkeyStartResponse = {
  type: 'object',
  required: ['transactionId', 'options', 'create'],
  properties: { transactionId: str, options: { type: 'string' }, create: { type: 'boolean' } },
} as const;
const passkeyFinishBody = {
  type: 'object',
  required: ['transactionId', 'response'],
  additionalProperties: false,
  properties: { transactionId: str, response: { type: 'string', maxLength: 65_536 } },
} as const;

export const passkeyUpdateStartSchema = {
  body: passkeyStartBody,
  response: { 200: passkeyStartResponse, ...errors },
} as const;
export const passkeyUpdateFinishSchema = {
  body: passkeyFinishBody,
  response: { 200: emptySchema, ...errors },
} as const;
export const passkeySignInStartSchema = {
  body: passkeyStartBody,
  response: { 200: passkeyStartResponse, ...errors },
} as const;
export const passkeySignInFinishSchema = {
  body: passkeyFinishBody,
  response: { 200: jwtResponseSchema, ...errors },
} as const;
export const passkeySignUpSchema = {
  body: { type: 'object', additionalProperties: true, properties: {} },
  response: { ...errors },
} as const;
