import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, searchText, tenantIdColumn } from './columns';

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
    agentStatus: text('agent_status').notNull(),
    extensionStatus: text('extension_status').notNull(),
    agentDisabled: boolean('agent_disabled').notNull().default(false),
    agentDisabledCurrent: boolean('agent_disabled_current').notNull().default(false),
    chromeExtensionDisabled: boolean('chrome_extension_disabled').notNull().default(false),
    chromeExtensionDisabledCurrent: boolean('chrome_extension_disabled_current').notNull().default(false),
    ipAddress: text('ip_address').notNull().default(''),
    lastSeen: instant('last_seen').notNull(),
    created: createdAt(),
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
    index('devices_last_seen_idx').on(t.tenantId, t.lastSeen, t.id),
    index('devices_hostname_idx').on(t.tenantId, t.hostname, t.id),
    index('devices_last_active_user_idx').on(t.tenantId, t.lastActiveUser, t.id),
    index('devices_agent_version_idx').on(t.tenantId, t.agentVersion, t.id),
    index('devices_search_idx').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);
