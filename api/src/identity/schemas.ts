// JSON schemas of the Descope-compatible routes (request shapes as @descope/core-js-sdk 2.70 sends them).

const str = { type: 'string', maxLength: 4096 } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

export const errorSchema = {
  description: "Descope's error body",
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
  summary: 'Sign in with e-mail and password: answers session and refresh tokens',
  body: {
    type: 'object',
    required: ['loginId', 'password'],
    additionalProperties: false,
    properties: { loginId: str, password: str, loginOptions, providerId: str },
  },
  response: { 200: jwtResponseSchema, ...errors },
} as const;

export const refreshSchema = {
  summary: 'New session and refresh tokens for the refresh token the bearer carries',
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
  summary: 'Refresh when the refresh token is still valid, else answer {} (so the SDK keeps its tokens)',
  // `{}` when there is no valid refresh token: a 4xx would make the SDK wipe its tokens.
  response: { 200: { anyOf: [jwtResponseSchema, emptySchema] }, ...errors },
} as const;

export const meSchema = {
  summary: 'The signed-in user, with their tenants, roles and permissions',
  response: { 200: userSchema, ...errors },
} as const;

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
  summary: 'Tenants of the signed-in user: all, those named by id, or the selected one (dct)',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { dct: { type: 'boolean' }, ids: { type: 'array', items: str, maxItems: 1000 } },
  },
  response: { 200: tenantsResponse, ...errors },
} as const;

export const myTenantsGetSchema = {
  summary: 'Tenants of the signed-in user',
  response: { 200: tenantsResponse, ...errors },
} as const;

export const selectTenantSchema = {
  summary: 'Select the active tenant: new tokens that carry it (the previous refresh token is revoked)',
  body: { type: 'object', required: ['tenant'], additionalProperties: false, properties: { tenant: str } },
  response: { 200: jwtResponseSchema, ...errors },
} as const;

export const logoutSchema = {
  summary: 'Sign out this session: its refresh token is revoked',
  body: { type: 'object', additionalProperties: false, properties: {} },
  response: { 200: emptySchema, ...errors },
} as const;

/** `logoutall`: the same request and answer as `logout`. */
export const logoutAllSchema = {
  ...logoutSchema,
  summary: "Sign out every session of the user: all of the user's refresh tokens are revoked",
} as const;

export const ssoAuthorizeSchema = {
  summary: 'Start single sign-on for a tenant (or an e-mail): answers the URL of the sign-in page',
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
  summary: 'Exchange the one-time code single sign-on redirected with for session and refresh tokens',
  body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: str } },
  response: { 200: jwtResponseSchema, ...errors },
} as const;

/** The local SSO page answers HTML, errors included (the form again, with what went wrong). */
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

export const localSsoPageSchema = {
  summary: 'The sign-in page of a pending local single sign-on (HTML)',
  querystring: { type: 'object', required: ['state'], additionalProperties: false, properties: { state: str } },
  response: { 200: htmlPage('The sign-in form'), 400: htmlPage('The sign-in is unknown or has expired') },
} as const;

export const localSsoSubmitSchema = {
  summary: 'Submit the local single sign-on form: redirects back to the console with a one-time code',
  body: {
    type: 'object',
    required: ['state', 'loginId', 'password'],
    additionalProperties: false,
    properties: { state: str, loginId: str, password: str },
  },
  response: {
    303: { description: 'Signed in: redirected to the console with a one-time code', type: 'null' },
    400: htmlPage('The form again, naming what is missing; or the sign-in is unknown or has expired'),
    401: htmlPage('The form again: wrong e-mail or password'),
    403: htmlPage('The form again: this account cannot sign in to this tenant'),
    429: htmlPage('The form again: too many failed attempts (Retry-After says how long to wait)'),
  },
} as const;

export const jwksSchema = {
  summary: 'The public keys (JWKS) that verify session tokens',
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
  summary: 'Start adding a passkey to the signed-in user: answers the WebAuthn creation options',
  body: passkeyStartBody,
  response: { 200: passkeyStartResponse, ...errors },
} as const;
export const passkeyUpdateFinishSchema = {
  summary: "Finish adding a passkey: the browser's credential is verified and stored",
  body: passkeyFinishBody,
  response: { 200: emptySchema, ...errors },
} as const;
export const passkeySignInStartSchema = {
  summary: 'Start signing in with a passkey: answers the WebAuthn request options',
  body: passkeyStartBody,
  response: { 200: passkeyStartResponse, ...errors },
} as const;
export const passkeySignInFinishSchema = {
  summary: 'Finish signing in with a passkey: answers session and refresh tokens',
  body: passkeyFinishBody,
  response: { 200: jwtResponseSchema, ...errors },
} as const;
export const passkeySignUpSchema = {
  summary: 'Sign up with a passkey: always refused (403), accounts are created by a Tenant Admin or SCIM',
  body: { type: 'object', additionalProperties: true, properties: {} },
  response: { ...errors },
} as const;
