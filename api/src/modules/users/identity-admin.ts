import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TenantUserStatus } from 'shared-contracts';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import type { Tx } from '../../db/database';
import { hashPassword } from '../../identity/password';

const SetRow = Type.Object({ set: Type.Boolean() });

/** The person an operation is about: the console's user id and the login id (their e-mail). */
export interface AdminSubject {
  userId: string;
  email: string;
  name: string;
  /** Whether the user can already sign in with a password of the local identity provider. */
  hasPassword: boolean;
}

/**
 * What the identity provider does when User Management changes a member. The console's own tables are written by
 * the service in the same transaction first; a failure here (Descope down) rolls that back too.
 */
export interface IdentityAdmin {
  readonly kind: 'local' | 'descope';
  /** A new member: answers a one-time first password to show once, or null (the user signs in already, or the
   * provider sent its own invitation). */
  invite(tx: Tx, subject: AdminSubject, tenantId: string, roleNames: readonly string[]): Promise<string | null>;
  setRoles(subject: AdminSubject, tenantId: string, roleNames: readonly string[]): Promise<void>;
  setStatus(subject: AdminSubject, tenantId: string, status: TenantUserStatus): Promise<void>;
  removeFromTenant(subject: AdminSubject, tenantId: string): Promise<void>;
}

/** 18 random bytes: 24 characters from the URL-safe alphabet. */
export function generateFirstPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The local identity provider reads users, memberships and their `disabled` flag straight from the database, so
 * only a first password is its own business: a user without one gets a random password, shown once to the admin.
 */
export function createLocalIdentityAdmin(): IdentityAdmin {
  const nothing = async () => undefined;
  return {
    kind: 'local',
    async invite(tx, subject) {
      if (subject.hasPassword) return null;
      const password = generateFirstPassword();
      const [row] = await queryRows(
        tx,
        sql`SELECT console_set_first_password(${subject.userId}, ${await hashPassword(password)}) AS set`,
        SetRow,
      );
      return row?.set ? password : null;
    },
    setRoles: nothing,
    setStatus: nothing,
    removeFromTenant: nothing,
  };
}
