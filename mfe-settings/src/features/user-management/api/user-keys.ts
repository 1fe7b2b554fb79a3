import { createResourceKeys } from 'shared-ui';

const userResource = createResourceKeys('users');

/** SWR keys of User Management: the kit's factory for the members, the roles and the SCIM tokens beside it. */
export const userKeys = {
  ...userResource,
  /** The tenant's roles. */
  roles: (tenantId: string) => [...userResource.all(tenantId), 'roles'] as const,
  /** The tenant's SCIM tokens. */
  scimTokens: (tenantId: string) => [...userResource.all(tenantId), 'scim-tokens'] as const,
};
