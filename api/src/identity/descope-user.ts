import type { DirectoryUser } from './user-directory';

/** A tenant association as Descope returns it in user objects. */
export interface DescopeUserTenant {
  tenantId: string;
  tenantName: string;
  roleNames: string[];
  permissions: string[];
}

/** The user object of Descope's `/v1/auth/me` and of every JWT response (`user`). */
export interface DescopeUser {
  loginIds: string[];
  userId: string;
  name: string;
  email: string;
  phone: string;
  verifiedEmail: boolean;
  verifiedPhone: boolean;
  picture: string;
  roleNames: string[];
  userTenants: DescopeUserTenant[];
  status: 'enabled';
  externalIds: string[];
  customAttributes: Record<string, never>;
  TOTP: boolean;
  SAML: boolean;
  SCIM: boolean;
  password: boolean;
  OAuth: Record<string, boolean>;
  test: boolean;
}

/** Permissions granted by role name (Descope resolves them server-side; the console's roles carry none yet). */
export type RolePermissions = Readonly<Record<string, readonly string[]>>;

export function permissionsFor(roleNames: readonly string[], rolePermissions: RolePermissions): string[] {
  const granted = new Set<string>();
  for (const role of roleNames) {
    if (Object.hasOwn(rolePermissions, role))
      for (const permission of rolePermissions[role] ?? []) granted.add(permission);
  }
  return [...granted].sort();
}

/** Shapes a directory user as Descope does; the local provider only signs in verified, password users. */
export function toDescopeUser(user: DirectoryUser, rolePermissions: RolePermissions = {}): DescopeUser {
  return {
    loginIds: [user.loginId],
    userId: user.userId,
    name: user.name,
    email: user.email,
    phone: '',
    verifiedEmail: true,
    verifiedPhone: false,
    picture: '',
    roleNames: [],
    userTenants: user.tenants.map((tenant) => ({
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      roleNames: [...tenant.roleNames],
      permissions: permissionsFor(tenant.roleNames, rolePermissions),
    })),
    status: 'enabled',
    externalIds: [user.loginId],
    customAttributes: {},
    TOTP: false,
    SAML: false,
    SCIM: false,
    password: true,
    OAuth: {},
    test: false,
  };
}
