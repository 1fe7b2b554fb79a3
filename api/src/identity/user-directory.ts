/** A tenant the user belongs to, with the role names they hold there. */
export interface DirectoryTenant {
  tenantId: string;
  tenantName: string;
  roleNames: string[];
}

/** A user the local identity provider can sign in. */
export interface DirectoryUser {
  userId: string;
  loginId: string;
  email: string;
  name: string;
  passwordHash: string;
  /** Tenants where the user is enabled. */
  tenants: DirectoryTenant[];
  /** No enabled membership left (disabled or removed everywhere): sign-in and refresh are refused. */
  disabled?: boolean;
  /** Enabled memberships only in suspended tenants (left out of `tenants`): sign-in is refused, saying so. */
  suspended?: boolean;
}

/** Where the local identity provider looks users up (the API implements it over the database). */
export interface UserDirectory {
  findByLoginId(loginId: string): Promise<DirectoryUser | undefined>;
  findById(userId: string): Promise<DirectoryUser | undefined>;
}

/** An in-memory directory for tests and tools; login ids match case-insensitively. */
export function createInMemoryUserDirectory(users: readonly DirectoryUser[]): UserDirectory {
  const byLoginId = new Map(users.map((user) => [user.loginId.toLowerCase(), user]));
  const byId = new Map(users.map((user) => [user.userId, user]));
  return {
    findByLoginId: async (loginId) => byLoginId.get(loginId.toLowerCase()),
    findById: async (userId) => byId.get(userId),
  };
}
