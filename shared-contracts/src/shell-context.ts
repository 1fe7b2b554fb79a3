import type { TypedApiClient } from './api/typed-api';
import type { FeatureFlags } from './feature-flags';
import type { Can } from './permissions';

/** A tenant the signed-in user can enter. */
export interface TenantEntry {
  /** Tenant id. */
  id: string;
  /** Tenant display name. */
  name: string;
  /** The user's roles in this tenant; empty for tenants a platform admin was added to. */
  roleNames: string[];
  /** Permissions the identity provider granted in this tenant (the JWT's `tenants.<id>.permissions`), if any. */
  permissions?: string[];
}

/** The signed-in dashboard user. */
export interface SignedInUser {
  /** Identity-provider user id. */
  userId: string;
  /** Email address, when known. */
  email?: string;
  /** Display name, when known. */
  name?: string;
  /** Name, else email. */
  identifier: string;
  /** Tenants the user can enter. */
  tenants: TenantEntry[];
}

export type { Query, QueryValue } from './api/typed-api';

/** Visual variant of a toast. */
export type ToastVariant = 'default' | 'success' | 'destructive';

/** A toast to show. */
export interface ToastInput {
  /** Bold first line. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Visual variant; 'default' when absent. */
  variant?: ToastVariant;
}

/** Shows toasts in the shell's notification region. */
export interface Notify {
  /** Shows a toast and answers its id. */
  (toast: ToastInput): string;
  /** Dismisses a toast by id. */
  dismiss(id: string): void;
  /** Shows a pending toast that turns into success or failure when the promise settles. */
  promise<T>(
    promise: Promise<T>,
    messages: {
      pending: string;
      fulfilled: string | ((value: T) => string);
      rejected: string | ((error: unknown) => string);
    },
  ): Promise<T>;
}

/** An audit entry the client writes (Logon and Logoff). */
export interface AuditEntryInput {
  /** Page area of the audit log. */
  page: string;
  /** Action, such as Logon. */
  action: string;
  /** Outcome, such as Success. */
  outcome: string;
  /** Object the action concerned, if any. */
  objectId?: string;
  /** When that object was created, if any. */
  objectCreated?: string;
  /** Free text. */
  description?: string;
}

/** Writes client audit entries; failures only warn. */
export type AuditLogger = (entry: AuditEntryInput) => Promise<void>;

/** What the host gives every remote. */
export interface ShellContext {
  /** The signed-in user. */
  user: SignedInUser;
  /** The active tenant. */
  tenant: TenantEntry;
  /** Whether the user may take an action in the active tenant (the policy table of shared-contracts/permissions). */
  can: Can;
  /** API client typed by the API's routes, with bearer token and Tenant-Id; 401/403 log the user out. */
  api: TypedApiClient;
  /** Feature flags in force. */
  flags: FeatureFlags;
  /** Toasts. */
  notify: Notify;
  /** Client audit logger. */
  audit: AuditLogger;
  /** Navigates inside the host's router. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}
