import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, searchText, tenantIdColumn } from './columns';
import { READ_UPSERT, READ_WRITE, tenantAccess } from './rls';

/** Endpoints running the agent and/or the browser extension. */
export const devices = pgTable(
  'devices',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    hostname: text('hostname').notNull(),
    lastActiveUser: text('last_active_user').notNull().default(''),
    operatingSystem: text('operating_system').notNull(),
    osVersion: text('os_version').notNull().default(''),
    cpuArchitecture: text('cpu_architecture').notNull(),
    agentVersion: text('agent_version').notNull().default(''),
    extensionVersion: text('extension_version').notNull().default(''),
    extensionStatus: text('extension_status').notNull(),
    agentDisabled: boolean('agent_disabled').notNull().default(false),
    agentDisabledCurrent: boolean('agent_disabled_current').notNull().default(false),
    chromeExtensionDisabled: boolean('chrome_extension_disabled').notNull().default(false),
    chromeExtensionDisabledCurrent: boolean('chrome_extension_disabled_current').notNull().default(false),
    ipAddress: text('ip_address').notNull().default(''),
    lastSeen: instant('last_seen').notNull(),
    created: createdAt(),
    /** sha256 (hex) of the device credential's secret (agents API); null for a device that never enrolled. */
    credentialHash: text('credential_hash'),
    /** The enrolment token the device enrolled with. */
    enrolmentTokenId: uuid('enrolment_token_id'),
    /** Set when a Tenant Admin revokes the device: its credential is refused from then on. */
    revokedAt: instant('revoked_at'),
    searchText: text('search_text').generatedAlwaysAs(
      searchText(
        'hostname',
        'last_active_user',
        'operating_system',
        'agent_version',
        'extension_version',
        'ip_address',
      ),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // INCLUDE (created) in migration 0008 (drizzle's builder has no INCLUDE): counts by status read only the index.
    index('devices_last_seen_idx').on(t.tenantId, t.lastSeen, t.id),
    index('devices_hostname_idx').on(t.tenantId, t.hostname, t.id),
    index('devices_last_active_user_idx').on(t.tenantId, t.lastActiveUser, t.id),
    index('devices_agent_version_idx').on(t.tenantId, t.agentVersion, t.id),
    index('devices_search_idx').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

export const devicesAccess = tenantAccess(devices, READ_WRITE, { scopeReads: true });

/** Enrolment tokens a Tenant Admin creates for agents to enrol with (the secret is shown once, stored hashed). */
export const enrolmentTokens = pgTable(
  'enrolment_tokens',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    /** sha256 (hex) of the token's secret. */
    secretHash: text('secret_hash').notNull(),
    created: createdAt(),
    createdBy: text('created_by').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    lastUsedAt: instant('last_used_at'),
    enrolments: integer('enrolments').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('enrolment_tokens_created_idx').on(t.tenantId, t.created, t.id),
  ],
);

export const enrolmentTokensAccess = tenantAccess(enrolmentTokens, READ_UPSERT);
