// Generated from the API's OpenAPI by `npm run openapi:types` (api/scripts/openapi-types.ts). Do not edit:
// api/src/openapi/openapi-types.test.ts fails when this file differs from what the routes serve.

export interface paths {
    "/agents/v1/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A batch of content activities (download, copy, rename, archive, paste) for per-file lineage */
        post: operations["postAgentsV1Activities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/v1/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrol a device with an enrolment token (bearer); answers its device credential, shown once */
        post: operations["postAgentsV1Enrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A batch of egress events, idempotent by event id; answers one result per event */
        post: operations["postAgentsV1Events"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/v1/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The evidence of one event this device reported (base64; write-once, retry-safe) */
        post: operations["postAgentsV1Evidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/v1/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the device's facts and current state; answers the desired state */
        post: operations["postAgentsV1Heartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users of the active tenant that incidents can be assigned to
         * @description Over All tenants (`Tenant-Id: *`): the users who are members of every tenant named in `tenant` (each in your scope, else 403), or of every tenant of your scope when none is named.
         */
        get: operations["getAssignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of audit entries (keyset) */
        get: operations["getAuditLogs"];
        put?: never;
        /**
         * Record the client's audit entry (Logon, Logoff) under the authenticated user
         * @description Tenant-Id names the tenant to record in; an empty Tenant-Id records the entry in every tenant of the session. A dashboardUserId in the body is ignored.
         */
        post: operations["postAuditLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-logs/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit entries up to the cutoff (total) and matching the filters (filtered) */
        get: operations["getAuditLogsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered audit entries as CSV (streamed) */
        get: operations["getAuditLogsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-logs/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recompute the tenant's audit hash chain: intact, entries checked, and the first broken link */
        get: operations["getAuditLogsVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classifications/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data categories the policy builder offers (hidden ones flagged policy_builder_hidden) */
        get: operations["getClassificationsCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classifications/compliance-frameworks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The compliance frameworks the policy builder offers (hidden ones flagged policy_builder_hidden) */
        get: operations["getClassificationsComplianceFrameworks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classifications/element-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data element types the policy builder offers (hidden ones flagged policy_builder_hidden) */
        get: operations["getClassificationsElementTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/aggregated-incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Incidents created, by day of the time zone and severity */
        get: operations["getDashboardAggregatedIncidents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/education-effect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Does educating work: for each policy that educates or educated, educated users who repeat a matching egress within 30 days, against the users it matched without educating them (users whose whole horizon has passed; README "Does educating work?") */
        get: operations["getDashboardEducationEffect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/frequent-policy-violators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users with the most policy violations (BLOCK, CHALLENGE, educate) */
        get: operations["getDashboardFrequentPolicyViolators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/incident-sla": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** MTTA, MTTR and breach rate per week (from Monday, in the time zone) of the incidents raised in the range */
        get: operations["getDashboardIncidentSla"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/most-enforced-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The policies that decided the most events, by verdict */
        get: operations["getDashboardMostEnforcedPolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/outbound-data-distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events and bytes by egress channel and destination type */
        get: operations["getDashboardOutboundDataDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/protected-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Devices seen since the start of the range, and those whose agent and extension run */
        get: operations["getDashboardProtectedDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/sensitive-data-egress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events with a detection hit (total hit count of 1 or more), by day of the time zone and verdict */
        get: operations["getDashboardSensitiveDataEgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/top-ai-service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI services by events, with the data types sent to each */
        get: operations["getDashboardTopAiService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/unauthorized-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Online services whose events no policy allowed */
        get: operations["getDashboardUnauthorizedServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of devices (keyset) */
        get: operations["getDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the desired state of a device: AgentDisable and/or ChromeExtensionDisable (audited) */
        patch: operations["patchDevicesById"];
        trace?: never;
    };
    "/devices/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a device (audited): its agent's next call is refused (403) */
        post: operations["postDevicesByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the desired state of every device matching a filter (one audit entry) */
        patch: operations["patchDevicesBatch"];
        trace?: never;
    };
    "/devices/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The devices up to the cutoff (totalDevices) and matching the filters (totalFilteredDevices) */
        get: operations["getDevicesCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/enrolment-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enrolment tokens of the tenant, newest first (never their secrets) */
        get: operations["getDevicesEnrolmentTokens"];
        put?: never;
        /** Create an enrolment token (audited); its secret is in this answer only */
        post: operations["postDevicesEnrolmentTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/enrolment-tokens/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an enrolment token (audited): enrolment with it is refused */
        post: operations["postDevicesEnrolmentTokensByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered devices as CSV (streamed) */
        get: operations["getDevicesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/egress-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of egress events (keyset) */
        get: operations["getEgressEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/egress-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The extended event (extendEgressEvent): who, device, process, file, matches, policy, verdict, where */
        get: operations["getEgressEventsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/egress-events/{id}/lineage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chain of the event's content: where it was first seen, each copy, rename, archive, paste and egress */
        get: operations["getEgressEventsByIdLineage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/egress-events/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The egress events up to the cutoff (totalEgressEvents) and matching the filters (totalFilteredEgressEvents) */
        get: operations["getEgressEventsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/egress-events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered egress events as CSV (streamed) */
        get: operations["getEgressEventsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evidence/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's evidence settings (the defaults until a Tenant Admin changes them) */
        get: operations["getEvidenceConfig"];
        /** Set the tenant's evidence settings (Tenant Admin; audited) */
        put: operations["putEvidenceConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evidence/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event's evidence as a file (audited; 410 once past the retention period) */
        get: operations["getEvidenceDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evidence/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an event has evidence: its name, size, sha256, and until when it can be downloaded */
        get: operations["getEvidenceInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evidence/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The matched part of an event's evidence as text, matches marked and masked as the tenant redacts snippets (at most 65536 bytes read, 4000 characters shown; audited) */
        get: operations["getEvidencePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flags in force for the active tenant */
        get: operations["getFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature-flags/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Override a flag for the active tenant (Tenant Admin; audited) */
        put: operations["putFeatureFlagsByName"];
        post?: never;
        /** Remove the active tenant's override of a flag (Tenant Admin; audited) */
        delete: operations["deleteFeatureFlagsByName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's saved filters */
        get: operations["getFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/{filterID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save (create or replace) a named filter of a grid */
        put: operations["putFiltersByFilterID"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/assignee-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the Assigned To filter (with unassigned) */
        get: operations["getFiltersAssigneeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/audit-action-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the audit log's action filter */
        get: operations["getFiltersAuditActionOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/audit-page-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the audit log's page filter */
        get: operations["getFiltersAuditPageOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/audit-user-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the audit log's user filter */
        get: operations["getFiltersAuditUserOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/content-category-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the content-category filter */
        get: operations["getFiltersContentCategoryOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/data-type-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the data-type filter */
        get: operations["getFiltersDataTypeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/destination-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the destination filter */
        get: operations["getFiltersDestinationOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/device-agent-version-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the device grid's agent-version filter */
        get: operations["getFiltersDeviceAgentVersionOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/device-cpu-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the device grid's cpu filter */
        get: operations["getFiltersDeviceCpuOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/device-extension-version-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the device grid's extension-version filter */
        get: operations["getFiltersDeviceExtensionVersionOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/device-hostname-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the device grid's hostname filter */
        get: operations["getFiltersDeviceHostnameOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/device-os-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the device grid's os filter */
        get: operations["getFiltersDeviceOsOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/device-user-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the device grid's user filter */
        get: operations["getFiltersDeviceUserOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/egress-channel-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the egress-channel filter */
        get: operations["getFiltersEgressChannelOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/hostname-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the hostname filter */
        get: operations["getFiltersHostnameOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/mip-label-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the mip-label filter */
        get: operations["getFiltersMipLabelOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/policy-name-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the policy-name filter */
        get: operations["getFiltersPolicyNameOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/source-name-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the source-name filter */
        get: operations["getFiltersSourceNameOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters/username-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices of the username filter */
        get: operations["getFiltersUsernameOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/high-level-lineage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flows of the filtered events: origin, egress channel, destination, with events and volume */
        get: operations["getHighLevelLineage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/high-level-lineage/combinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Distinct origin, channel and destination combinations of the filtered events, with events, users, volume */
        get: operations["getHighLevelLineageCombinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of incidents (keyset) */
        get: operations["getIncidents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The extended incident (extendIncident) with the event behind it */
        get: operations["getIncidentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change assignee, status, flag or severity (optimistic concurrency: version or If-Match) */
        patch: operations["patchIncidentsById"];
        trace?: never;
    };
    "/incidents/{id}/ai-sprinkles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The incident's summary (AI model when configured, else the built-in summariser) and its sources */
        get: operations["getIncidentsByIdAiSprinkles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/{id}/ai-sprinkles/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the summary (SMTP when configured, else kept in the outbox) */
        post: operations["postIncidentsByIdAiSprinklesEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The incident's comments, oldest first */
        get: operations["getIncidentsByIdComments"];
        put?: never;
        /** Comment on the incident (answers 200 with the comment) */
        post: operations["postIncidentsByIdComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/{id}/exception-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the exception status of the incident's event */
        patch: operations["patchIncidentsByIdExceptionStatus"];
        trace?: never;
    };
    "/incidents/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change chosen incidents, or all matching a filter (at most 100000); one audit entry. Undoable for 10 minutes; over 1000 incidents, or closing high-severity ones, it waits for a second Tenant Admin (state pending). With Tenant-Id: * (All tenants): `targets` (each tenant's chosen incidents) or `allMatching` in each tenant of your scope, each tenant's part a batch of that tenant, with its rules and audit; a tenant outside your scope is a 403 */
        patch: operations["patchIncidentsBatch"];
        trace?: never;
    };
    "/incidents/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Batches pending a second Tenant Admin, and those applied within the undo window, newest first */
        get: operations["getIncidentsBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/batches/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending batch (a Tenant Admin other than the requester: 403); it applies then, undoable as any batch */
        post: operations["postIncidentsBatchesByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/batches/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a pending batch (a Tenant Admin other than the requester: 403) */
        post: operations["postIncidentsBatchesByIdDeny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/batches/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a batch within 10 minutes: restores the previous values where nobody changed the incident since; says how many it skipped and why (409 twice or not applied, 410 too late) */
        post: operations["postIncidentsBatchesByIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The incidents up to the cutoff (totalIncidents) and matching the filters (totalFilteredIncidents) */
        get: operations["getIncidentsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered incidents as CSV (streamed) */
        get: operations["getIncidentsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incidents/tenant-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The incidents matching the filters in each tenant of your scope (Tenant-Id: *), zero included; each count exact up to the cap, then estimated and marked approximate, as the listing counts */
        get: operations["getIncidentsTenantCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's lists, of one entity type and matching a search in name or description */
        get: operations["getLists"];
        put?: never;
        /** Create a list with its items (Tenant Admin); items are checked for the entity type */
        post: operations["postLists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The list and one page of its items in value order, matching a search */
        get: operations["getListsById"];
        put?: never;
        post?: never;
        /** Delete a list no policy uses (Tenant Admin); 409 names the policies that use it */
        delete: operations["deleteListsById"];
        options?: never;
        head?: never;
        /** Add, delete and modify items and rename, in one transaction and one audit entry (Tenant Admin; version or If-Match) */
        patch: operations["patchListsById"];
        trace?: never;
    };
    "/lists/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users and groups of the tenant for user and group lists (SPEC §7 users-and-groups search) */
        get: operations["getListsUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's unsent mail, newest first (at most 200) */
        get: operations["getOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/policy-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The policy templates the caller sees (platform admins: every one; Tenant Group Admins: their groups’), with their latest version */
        get: operations["getPlatformPolicyTemplates"];
        put?: never;
        /** Save policies of a tenant, with the lists they reference, as a new template's version 1 (platform admins and Tenant Group Admins, over their scope) */
        post: operations["postPlatformPolicyTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/policy-templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template with its versions and its latest pushes (platform admins and Tenant Group Admins, over their scope) */
        get: operations["getPlatformPolicyTemplatesByTemplateId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/policy-templates/{templateId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What pushing a version would change in each tenant, writing nothing (platform admins and Tenant Group Admins, over their scope) */
        post: operations["postPlatformPolicyTemplatesByTemplateIdPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/policy-templates/{templateId}/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push a version to tenants, each written in its own tenant and audited there; drifted tenants skipped or overwritten (platform admins and Tenant Group Admins, over their scope) */
        post: operations["postPlatformPolicyTemplatesByTemplateIdPush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/policy-templates/{templateId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per tenant it was pushed to: in sync, drifted (with the tenant's edits) or missing (platform admins and Tenant Group Admins, over their scope) */
        get: operations["getPlatformPolicyTemplatesByTemplateIdStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/policy-templates/{templateId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save policies of a tenant as a template's next version (platform admins and Tenant Group Admins, over their scope) */
        post: operations["postPlatformPolicyTemplatesByTemplateIdVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/tenant-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tenant group with its tenants and Tenant Group Admins (platform admins) */
        get: operations["getPlatformTenantGroups"];
        put?: never;
        /** Create a named group of tenants (platform admins; audited in each of its tenants) */
        post: operations["postPlatformTenantGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/tenant-groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a tenant group or change its tenants (platform admins; audited in each tenant it gains or loses) */
        put: operations["putPlatformTenantGroupsByGroupId"];
        post?: never;
        /** Delete a tenant group and its grants (platform admins; audited in each of its tenants) */
        delete: operations["deletePlatformTenantGroupsByGroupId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/tenant-groups/{groupId}/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant a user Tenant Group Admin over a group (platform admins; audited in each of its tenants) */
        post: operations["postPlatformTenantGroupsByGroupIdAdmins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/tenant-groups/{groupId}/admins/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a user's Tenant Group Admin over a group (platform admins; audited in each of its tenants) */
        delete: operations["deletePlatformTenantGroupsByGroupIdAdminsByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tenant with its lifecycle state, and the latest lifecycle steps (platform admins) */
        get: operations["getPlatformTenants"];
        put?: never;
        /** Create a tenant with its e-mail domains and invite its first Tenant Admin (platform admins; audited) */
        post: operations["postPlatformTenants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/tenants/{tenantId}/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule a tenant's deletion, confirmed by its name: suspended at once, its data removed after 7 days unless resumed (platform admins; audited) */
        post: operations["postPlatformTenantsByTenantIdDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/tenants/{tenantId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a suspended tenant, or cancel its scheduled deletion (platform admins; audited) */
        post: operations["postPlatformTenantsByTenantIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/tenants/{tenantId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a tenant: its users cannot sign in and its agents are refused; its data is kept (platform admins; audited) */
        post: operations["postPlatformTenantsByTenantIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's policies of a type (protection), in the order the engine decides */
        get: operations["getPolicies"];
        put?: never;
        /** Create a policy (checked, named uniquely; version 1) */
        post: operations["postPolicies"];
        delete?: never;
        options?: never;
        head?: never;
        /** Delete many policies, all or none, in one audit entry */
        patch: operations["patchPolicies"];
        trace?: never;
    };
    "/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One policy */
        get: operations["getPoliciesById"];
        put?: never;
        post?: never;
        /** Delete a policy and its versions */
        delete: operations["deletePoliciesById"];
        options?: never;
        head?: never;
        /** Change a policy as a whole (version or If-Match; a new version) */
        patch: operations["patchPoliciesById"];
        trace?: never;
    };
    "/policies/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One policy */
        get: operations["getPoliciesByIdTrailingSlash"];
        put?: never;
        post?: never;
        /** Delete a policy and its versions */
        delete: operations["deletePoliciesByIdTrailingSlash"];
        options?: never;
        head?: never;
        /** Change a policy as a whole (version or If-Match; a new version) */
        patch: operations["patchPoliciesByIdTrailingSlash"];
        trace?: never;
    };
    "/policies/{id}/education-effect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Does educating work: of this policy, educated users who repeat a matching egress within 30 days, against the users it matched without educating them (users whose whole horizon has passed; README "Does educating work?") */
        get: operations["getPoliciesByIdEducationEffect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A policy's saved versions, newest first */
        get: operations["getPoliciesByIdVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/{id}/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a version: its state becomes a new version (If-Match for the current one) */
        post: operations["postPoliciesByIdVersionsByVersionRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/backtest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a draft would have changed in the last N days' stored events, before saving it */
        post: operations["postPoliciesBacktest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/priority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Reorder policies: those named take, in the order given, the places they held; all are renumbered 10, 20, ... */
        patch: operations["patchPoliciesPriority"];
        trace?: never;
    };
    "/policies/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change one policy's status (active, simulation, disabled, draft) */
        patch: operations["patchPoliciesStatus"];
        trace?: never;
    };
    "/policy-exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of exceptions (keyset) */
        get: operations["getPolicyExceptions"];
        put?: never;
        /** Request an exception: from an incident (any member; the incident reads Pending) or without one (Tenant Admin) */
        post: operations["postPolicyExceptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-exceptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An exception with its approvals and the incidents that led to it */
        get: operations["getPolicyExceptionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-exceptions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve (Tenant Admin, never the requester; two different ones where needed) */
        post: operations["postPolicyExceptionsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-exceptions/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a pending exception (Tenant Admin, not the requester) */
        post: operations["postPolicyExceptionsByIdDeny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-exceptions/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a pending or active exception (Tenant Admin): it stops applying from the next event */
        post: operations["postPolicyExceptionsByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-exceptions/backtest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What each pending or active exception exempts over the last days of stored events */
        get: operations["getPolicyExceptionsBacktest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-exceptions/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The exceptions up to the cutoff (totalExceptions) and matching the filters (totalFilteredExceptions) */
        get: operations["getPolicyExceptionsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-exceptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered exceptions as CSV (streamed) */
        get: operations["getPolicyExceptionsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-exceptions/of-incident/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The exception requested from an incident (the newest), with its approvals; null when there is none */
        get: operations["getPolicyExceptionsOfIncidentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and the API is not shedding load */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each remote with its released versions, what is live for whom, and its promotion history (platform admins) */
        get: operations["getReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registry lines of the active tenant: for each remote promoted for it, its version, manifest and integrity (the other remotes keep their remotes.json line) */
        get: operations["getReleasesLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a released version of a remote live for every tenant, named tenants or a percentage of tenants (platform admins); effective at each user’s next navigation */
        post: operations["postReleasesPromotions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/releases/rollbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the audience of the remote’s last promotion the version it had before (platform admins); recorded as a rollback */
        post: operations["postReleasesRollbacks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-downloads/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report CSV behind a signed link (no session; the download is audited) */
        get: operations["getReportDownloadsByReportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data sources of reports and the CSV columns a template of each can choose, in the export order */
        get: operations["getReportSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's report templates by name, with their schedule and next run */
        get: operations["getReportTemplates"];
        put?: never;
        /** Create a report template (delivery e-mail, format CSV) */
        post: operations["postReportTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report template */
        get: operations["getReportTemplatesById"];
        put?: never;
        /** Copy a report template as "Copy of <name>" */
        post: operations["postReportTemplatesById"];
        /** Delete a report template, its reports and their files */
        delete: operations["deleteReportTemplatesById"];
        options?: never;
        head?: never;
        /** Change a report template (version or If-Match; delivery e-mail, format CSV) */
        patch: operations["patchReportTemplatesById"];
        trace?: never;
    };
    "/report-templates/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template's reports, newest first */
        get: operations["getReportTemplatesByIdReports"];
        put?: never;
        /** Run now: queue a report of the template, made in the background */
        post: operations["postReportTemplatesByIdReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-templates/{id}/reports/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed link to the report CSV, valid for a short time and opened without the session */
        get: operations["getReportTemplatesByIdReportsByReportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-templates/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Pause (pause=true) or resume (pause=false) a report template */
        patch: operations["patchReportTemplatesByIdStatus"];
        trace?: never;
    };
    "/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How long the tenant keeps its events, incidents and evidence (the defaults until a Tenant Admin sets it) */
        get: operations["getRetention"];
        /** Set how long the tenant keeps its events, incidents and evidence (Tenant Admin; audited) */
        put: operations["putRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's roles (Tenant Admin) */
        get: operations["getRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's SCIM tokens (never their secrets) */
        get: operations["getScimTokens"];
        put?: never;
        /** Create a SCIM token for an identity provider; its secret is answered once */
        post: operations["postScimTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a SCIM token: the identity provider using it is refused from now on */
        delete: operations["deleteScimTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sla-targets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The time to acknowledge and to resolve an incident per severity (the defaults until set) */
        get: operations["getSlaTargets"];
        /** Set the time to acknowledge and to resolve an incident per severity (Tenant Admin; audited) */
        put: operations["putSlaTargets"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tenant’s events of the last 24 h and 7 days, devices online and offline, last event, open incidents by severity and open incidents past their SLA target, with tenants whose ingest stopped flagged, over the caller’s scope (platform admins: every tenant; Tenant Group Admins: their groups’ tenants) */
        get: operations["getTenantHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-scope": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's scope of tenants: every tenant for a platform admin, the tenants of their groups for a Tenant Group Admin, none for anyone else */
        get: operations["getTenantScope"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tenant (platform admins only) */
        get: operations["getTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's members by e-mail, matching a search in name or e-mail, with the counts (Tenant Admin) */
        get: operations["getUsers"];
        put?: never;
        /** Invite by e-mail with roles (Tenant Admin); creates the user when unknown. Locally answers a one-time first password for a user who had none; with Descope, Descope sends the invitation */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the tenant (Tenant Admin); 409 for the last Tenant Admin or the caller's own membership */
        delete: operations["deleteUsersByUserId"];
        options?: never;
        head?: never;
        /** Change a member's roles, disable or enable them (Tenant Admin); 409 when it would leave no enabled Tenant Admin, or would disable the caller's own membership or lower its roles */
        patch: operations["patchUsersByUserId"];
        trace?: never;
    };
    "/v1/auth/local-sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-in page of a pending local single sign-on (HTML) */
        get: operations["getV1AuthLocalSso"];
        put?: never;
        /** Submit the local single sign-on form: redirects back to the console with a one-time code */
        post: operations["postV1AuthLocalSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out this session: its refresh token is revoked */
        post: operations["postV1AuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logoutall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every session of the user: all of the user's refresh tokens are revoked */
        post: operations["postV1AuthLogoutall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, with their tenants, roles and permissions */
        get: operations["getV1AuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/me/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tenants of the signed-in user */
        get: operations["getV1AuthMeTenants"];
        put?: never;
        /** Tenants of the signed-in user: all, those named by id, or the selected one (dct) */
        post: operations["postV1AuthMeTenants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password: answers session and refresh tokens */
        post: operations["postV1AuthPasswordSignin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New session and refresh tokens for the refresh token the bearer carries */
        post: operations["postV1AuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/saml/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start single sign-on for a tenant (or an e-mail): answers the URL of the sign-in page */
        post: operations["postV1AuthSamlAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/saml/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the one-time code single sign-on redirected with for session and refresh tokens */
        post: operations["postV1AuthSamlExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/sso/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start single sign-on for a tenant (or an e-mail): answers the URL of the sign-in page */
        post: operations["postV1AuthSsoAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/sso/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the one-time code single sign-on redirected with for session and refresh tokens */
        post: operations["postV1AuthSsoExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/tenant/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Select the active tenant: new tokens that carry it (the previous refresh token is revoked) */
        post: operations["postV1AuthTenantSelect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/try-refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh when the refresh token is still valid, else answer {} (so the SDK keeps its tokens) */
        post: operations["postV1AuthTryRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/webauthn/signin/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with a passkey: answers session and refresh tokens */
        post: operations["postV1AuthWebauthnSigninFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/webauthn/signin/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start signing in with a passkey: answers the WebAuthn request options */
        post: operations["postV1AuthWebauthnSigninStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/webauthn/signup-in/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with a passkey: always refused (403), accounts are created by a Tenant Admin or SCIM */
        post: operations["postV1AuthWebauthnSignupInStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/webauthn/signup/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with a passkey: always refused (403), accounts are created by a Tenant Admin or SCIM */
        post: operations["postV1AuthWebauthnSignupStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/webauthn/update/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish adding a passkey: the browser's credential is verified and stored */
        post: operations["postV1AuthWebauthnUpdateFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/webauthn/update/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding a passkey to the signed-in user: answers the WebAuthn creation options */
        post: operations["postV1AuthWebauthnUpdateStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/keys/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public keys (JWKS) that verify session tokens */
        get: operations["getV2KeysByProjectId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ProblemDetails: {
            detail?: string;
            errors?: {
                field: string;
                in: string;
                message: string;
            }[];
            status: number;
            title: string;
            type: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAgentsV1Activities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activities: {
                        /** @description The process that did it, e.g. chrome.exe, EXCEL.EXE */
                        application?: string;
                        /** @description The file after the activity (the archive, for archived) */
                        fileName?: string;
                        /** @description sha256 of the content, in hex */
                        fingerprint: string;
                        /**
                         * Format: uuid
                         * @description Activity id chosen by the agent (uuid), unique in the tenant
                         */
                        id: string;
                        /** @enum {string} */
                        kind: "downloaded" | "created" | "copied" | "renamed" | "archived" | "pasted";
                        /** @description The site a download came from, or the folder */
                        location?: string;
                        /**
                         * Format: date-time
                         * @description When it happened (a time in the future is stored as the receipt time)
                         */
                        occurredAt: string;
                        /** @description The name before a rename, the file archived, the document pasted from */
                        previousName?: string;
                        /** @description The user who did it */
                        username?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        duplicates: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postAgentsV1Enrol: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Version of the endpoint agent; empty when none runs */
                    agentVersion?: string;
                    /** @description CPU architecture, e.g. arm64, x86_64 */
                    cpuArchitecture: string;
                    /** @description Version of the browser extension; empty when none is installed */
                    extensionVersion?: string;
                    /** @description Host name of the device */
                    hostname: string;
                    /** @description Address the agent reports; else the caller address */
                    ipAddress?: string;
                    /** @description The user last signed in on the device */
                    lastActiveUser?: string;
                    /** @description Operating system, e.g. macOS, Windows */
                    operatingSystem: string;
                    /** @description Operating system version, e.g. macOS 15.3 */
                    osVersion?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Bearer credential of the device for every further agents call */
                        credential: string;
                        /** @description Device id (uuid) */
                        deviceId: string;
                        heartbeatIntervalSeconds: number;
                        tenantId: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postAgentsV1Events: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: {
                        /** @description Category of the content */
                        contentCategory: string;
                        /** @description sha256 of the content that left, in hex: links the event to its per-file lineage */
                        contentFingerprint?: string;
                        dataTypes: string[];
                        /** @description Bytes */
                        dataVolume: number;
                        /** @description Where it went (domain, service or device) */
                        destination: string;
                        /** @description Kind of destination, e.g. AI service, Cloud storage */
                        destinationType: string;
                        /** @description How it left, e.g. File upload, Paste into AI prompt */
                        egressChannel: string;
                        fileName?: string;
                        filePath?: string;
                        /**
                         * Format: uuid
                         * @description Event id chosen by the agent (uuid), unique in the tenant
                         */
                        id: string;
                        /** @description Microsoft Information Protection label */
                        mipLabel?: string;
                        /**
                         * Format: date-time
                         * @description When the data left (a time in the future is stored as the receipt time)
                         */
                        occurredAt: string;
                        /** @description Process that sent the data */
                        process?: string;
                        /** @description The application the data left from */
                        source: string;
                        totalHitCount: number;
                        url?: string;
                        /** @description The user who sent the data */
                        username: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        duplicates: number;
                        results: {
                            id: string;
                            /** @enum {string} */
                            status: "created" | "duplicate";
                            /** @description Policy verdict (NOT_COVERED until the policy engine evaluates events) */
                            verdict: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postAgentsV1Evidence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The bytes, base64 (at most EVIDENCE_MAX_BYTES) */
                    content: string;
                    /** @description Media type, e.g. text/csv */
                    contentType: string;
                    /**
                     * Format: uuid
                     * @description An egress event this device reported
                     */
                    eventId: string;
                    /** @description Name of the file, without a folder */
                    fileName: string;
                    /** @description sha256 the agent computed; a mismatch is refused */
                    sha256?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        sha256: string;
                        size: number;
                        /** @enum {string} */
                        status: "stored" | "unchanged";
                        /** Format: date-time */
                        stored: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        sha256: string;
                        size: number;
                        /** @enum {string} */
                        status: "stored" | "unchanged";
                        /** Format: date-time */
                        stored: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postAgentsV1Heartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Current: the agent is disabled on the device */
                    agentDisabled: boolean;
                    /** @description Version of the endpoint agent; empty when none runs */
                    agentVersion?: string;
                    /** @description Current: the browser extension is disabled */
                    chromeExtensionDisabled: boolean;
                    /** @description CPU architecture, e.g. arm64, x86_64 */
                    cpuArchitecture: string;
                    /** @enum {string} */
                    extensionStatus?: "Active" | "Inactive" | "Disabled" | "Not installed";
                    /** @description Version of the browser extension; empty when none is installed */
                    extensionVersion?: string;
                    /** @description Host name of the device */
                    hostname: string;
                    /** @description Address the agent reports; else the caller address */
                    ipAddress?: string;
                    /** @description The user last signed in on the device */
                    lastActiveUser?: string;
                    /** @description Operating system, e.g. macOS, Windows */
                    operatingSystem: string;
                    /** @description Operating system version, e.g. macOS 15.3 */
                    osVersion?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        desired: {
                            agentDisabled: boolean;
                            chromeExtensionDisabled: boolean;
                        };
                        heartbeatIntervalSeconds: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getAssignees: {
        parameters: {
            query?: {
                /** @description Over All tenants only: the tenants every assignee must be a member of (default: the scope) */
                tenant?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignees: {
                            /** @description The user's name, else email */
                            identifier: string;
                            /** @description Always empty (SPEC §3) */
                            tenants: unknown[];
                            /** @description Identity-provider user id */
                            userId: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getAuditLogs: {
        parameters: {
            query?: {
                action?: string[];
                cutoff?: string;
                from?: string;
                nextToken?: string;
                outcome?: string[];
                page?: string[];
                pageSize?: number;
                search?: string;
                sortColumn?: "created" | "user" | "page" | "action" | "outcome";
                sortOrder?: "asc" | "desc";
                to?: string;
                user?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Cursor of the next page; null on the last */
                        nextToken: string | null;
                        results: {
                            /**
                             * Action
                             * @description Action, such as Logon or Update
                             */
                            action: string;
                            /**
                             * Created
                             * Format: date-time
                             * @description When it was recorded
                             */
                            created: string;
                            /**
                             * User ID
                             * @description The dashboard user who acted (identity-provider user id)
                             */
                            dashboardUserId: string;
                            /**
                             * Description
                             * @description Free text
                             */
                            description: string | null;
                            /** @description Entry id */
                            id: string;
                            /**
                             * Object Created
                             * @description When that object was created (ISO time), if known
                             */
                            objectCreated: string | null;
                            /**
                             * Object ID
                             * @description Object acted on, if any
                             */
                            objectId: string | null;
                            /**
                             * Object
                             * @description The name of the object acted on (a policy's or list's name, an incident's title, a host), if known
                             */
                            objectName: string | null;
                            /**
                             * Outcome
                             * @description Outcome, such as Success or Failure
                             */
                            outcome: string;
                            /**
                             * Page
                             * @description Page area, such as Policies or Data Egress
                             */
                            page: string;
                            /**
                             * User
                             * @description That user's name, else email, at the time
                             */
                            user: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postAuditLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: string;
                    /** @description Ignored: the authenticated user is recorded. */
                    dashboardUserId?: string;
                    description?: string;
                    /** Format: date-time */
                    objectCreated?: string;
                    objectId?: string;
                    outcome: string;
                    page: string;
                };
            };
        };
        responses: {
            /** @description Recorded */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getAuditLogsCount: {
        parameters: {
            query?: {
                action?: string[];
                cutoff?: string;
                from?: string;
                outcome?: string[];
                page?: string[];
                search?: string;
                to?: string;
                user?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when a count passed the cap and is an estimate */
                        approximate?: boolean;
                        filtered: number;
                        total: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getAuditLogsExport: {
        parameters: {
            query?: {
                action?: string[];
                cutoff?: string;
                from?: string;
                outcome?: string[];
                page?: string[];
                search?: string;
                sortColumn?: "created" | "user" | "page" | "action" | "outcome";
                sortOrder?: "asc" | "desc";
                /** @description IANA time zone of the times (ISO 8601 with its offset); UTC by default */
                timeZone?: string;
                to?: string;
                user?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getAuditLogsVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Entries checked, from the first to the head */
                        entries: number;
                        /** @description The first broken link; null when intact */
                        firstBroken: {
                            /** @description The entry, when it still exists */
                            id: string | null;
                            /** @enum {string} */
                            reason: "content-changed" | "link-changed" | "entry-missing" | "head-mismatch";
                            /** @description Place in the chain */
                            seq: number;
                        } | null;
                        intact: boolean;
                        /**
                         * Format: date-time
                         * @description When the check ran
                         */
                        verifiedAt: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getClassificationsCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        classifications: {
                            display_name: string;
                            extra: boolean;
                            id: string;
                            policy_builder_hidden: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getClassificationsComplianceFrameworks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        classifications: {
                            display_name: string;
                            extra: boolean;
                            id: string;
                            policy_builder_hidden: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getClassificationsElementTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        classifications: {
                            display_name: string;
                            extra: boolean;
                            id: string;
                            policy_builder_hidden: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardAggregatedIncidents: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            /**
                             * Format: date
                             * @description A day of the time zone (YYYY-MM-DD)
                             */
                            day: string;
                            incidents: number;
                            /** @enum {string} */
                            severity: "high" | "medium" | "low" | "resolved";
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardEducationEffect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policies: {
                            /**
                             * Format: date-time
                             * @description Users count whose first match (of their cohort) is at least repeatDays before this
                             */
                            asOf: string;
                            baseline: {
                                /** @description Of them, those the policy matched again within the horizon */
                                repeated: number;
                                /** @description Users the policy matched with another verdict before educating them, if ever (start: their first one) */
                                users: number;
                            };
                            educated: {
                                /** @description Of them, those the policy matched again within the horizon */
                                repeated: number;
                                /** @description Users the policy gave an educate verdict (cohort start: their first one) */
                                users: number;
                            };
                            policyId: string;
                            policyName: string;
                            /** @description The horizon in days */
                            repeatDays: number;
                            /** @description The policy's verdict now */
                            verdict: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardFrequentPolicyViolators: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        violators: {
                            blocked: number;
                            username: string;
                            violations: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardIncidentSla: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: {
                            acknowledged: number;
                            breached: number;
                            breachRate: number | null;
                            mttaMinutes: number | null;
                            mttrMinutes: number | null;
                            raised: number;
                            resolved: number;
                        };
                        weeks: {
                            acknowledged: number;
                            breached: number;
                            breachRate: number | null;
                            mttaMinutes: number | null;
                            mttrMinutes: number | null;
                            raised: number;
                            resolved: number;
                            /**
                             * Format: date
                             * @description A day of the time zone (YYYY-MM-DD)
                             */
                            week: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardMostEnforcedPolicies: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policies: {
                            blocked: number;
                            challenged: number;
                            educated: number;
                            events: number;
                            policyName: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardOutboundDataDistribution: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        distribution: {
                            destinationType: string;
                            egressChannel: string;
                            events: number;
                            volume: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardProtectedDevices: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agentActive: number;
                        devices: number;
                        extensionActive: number;
                        /** @description Agent and browser extension both active */
                        protected: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardSensitiveDataEgress: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            /**
                             * Format: date
                             * @description A day of the time zone (YYYY-MM-DD)
                             */
                            day: string;
                            events: number;
                            /** @enum {string} */
                            verdict: "NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardTopAiService: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        services: {
                            blocked: number;
                            dataTypes: {
                                dataType: string;
                                events: number;
                            }[];
                            destination: string;
                            events: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDashboardUnauthorizedServices: {
        parameters: {
            query: {
                /** @description End of the range (exclusive); at most a year after the start */
                rangeEnd: string;
                /** @description Start of the range (inclusive) */
                rangeStart: string;
                /** @description IANA time zone of the days (UTC when left out); read by daily widgets */
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        services: {
                            blocked: number;
                            destination: string;
                            destinationType: string;
                            events: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDevices: {
        parameters: {
            query?: {
                agentActive?: boolean;
                agentStatus?: ("Inactive" | "Offline" | "Online")[];
                agentVersion?: string[];
                cpuArchitecture?: string[];
                cutoff?: string;
                extensionActive?: boolean;
                extensionStatus?: ("Active" | "Inactive" | "Disabled" | "Not installed")[];
                extensionVersion?: string[];
                from?: string;
                hostname?: string[];
                lastActiveUser?: string[];
                nextToken?: string;
                operatingSystem?: string[];
                pageSize?: number;
                search?: string;
                sortColumn?: "lastSeen" | "hostname" | "lastActiveUser" | "agentVersion";
                sortOrder?: "asc" | "desc";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devices: {
                            /**
                             * Agent Disabled
                             * @description Desired: the console asks the agent to stop
                             */
                            agentDisabled: boolean;
                            /**
                             * Agent Disabled (Reported)
                             * @description What the agent last reported
                             */
                            agentDisabledCurrent: boolean;
                            /**
                             * Agent Status
                             * @description Derived from lastSeen: Online, Offline, or Inactive after a long silence
                             * @enum {string}
                             */
                            agentStatus: "Inactive" | "Offline" | "Online";
                            /**
                             * Agent Version
                             * @description Empty when no agent is installed
                             */
                            agentVersion: string;
                            /**
                             * Extension Disabled
                             * @description Desired: the console asks the browser extension to stop
                             */
                            chromeExtensionDisabled: boolean;
                            /**
                             * Extension Disabled (Reported)
                             * @description What the browser extension last reported
                             */
                            chromeExtensionDisabledCurrent: boolean;
                            /** CPU Architecture */
                            cpuArchitecture: string;
                            /**
                             * Enrolled
                             * Format: date-time
                             * @description When the device first enrolled
                             */
                            created: string;
                            /**
                             * Extension Status
                             * @enum {string}
                             */
                            extensionStatus: "Active" | "Inactive" | "Disabled" | "Not installed";
                            /**
                             * Extension Version
                             * @description Empty when no browser extension is installed
                             */
                            extensionVersion: string;
                            /** Host Name */
                            hostname: string;
                            /**
                             * ID
                             * @description Device id (uuid)
                             */
                            id: string;
                            /** IP Address */
                            ipAddress: string;
                            /**
                             * Last Active User
                             * @description The user last signed in on the device
                             */
                            lastActiveUser: string;
                            /**
                             * Last Seen
                             * Format: date-time
                             * @description Last heartbeat
                             */
                            lastSeen: string;
                            /** Operating System */
                            operatingSystem: string;
                            /** OS Version */
                            osVersion: string;
                            /**
                             * Revoked
                             * @description A Tenant Admin revoked it: the agents API refuses it
                             */
                            revoked: boolean;
                        }[];
                        /** @description Cursor of the next page; null on the last */
                        nextToken: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchDevicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Desired: true disables the agent */
                    AgentDisable?: boolean;
                    /** @description Desired: true disables the extension */
                    ChromeExtensionDisable?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Agent Disabled
                         * @description Desired: the console asks the agent to stop
                         */
                        agentDisabled: boolean;
                        /**
                         * Agent Disabled (Reported)
                         * @description What the agent last reported
                         */
                        agentDisabledCurrent: boolean;
                        /**
                         * Agent Status
                         * @description Derived from lastSeen: Online, Offline, or Inactive after a long silence
                         * @enum {string}
                         */
                        agentStatus: "Inactive" | "Offline" | "Online";
                        /**
                         * Agent Version
                         * @description Empty when no agent is installed
                         */
                        agentVersion: string;
                        /**
                         * Extension Disabled
                         * @description Desired: the console asks the browser extension to stop
                         */
                        chromeExtensionDisabled: boolean;
                        /**
                         * Extension Disabled (Reported)
                         * @description What the browser extension last reported
                         */
                        chromeExtensionDisabledCurrent: boolean;
                        /** CPU Architecture */
                        cpuArchitecture: string;
                        /**
                         * Enrolled
                         * Format: date-time
                         * @description When the device first enrolled
                         */
                        created: string;
                        /**
                         * Extension Status
                         * @enum {string}
                         */
                        extensionStatus: "Active" | "Inactive" | "Disabled" | "Not installed";
                        /**
                         * Extension Version
                         * @description Empty when no browser extension is installed
                         */
                        extensionVersion: string;
                        /** Host Name */
                        hostname: string;
                        /**
                         * ID
                         * @description Device id (uuid)
                         */
                        id: string;
                        /** IP Address */
                        ipAddress: string;
                        /**
                         * Last Active User
                         * @description The user last signed in on the device
                         */
                        lastActiveUser: string;
                        /**
                         * Last Seen
                         * Format: date-time
                         * @description Last heartbeat
                         */
                        lastSeen: string;
                        /** Operating System */
                        operatingSystem: string;
                        /** OS Version */
                        osVersion: string;
                        /**
                         * Revoked
                         * @description A Tenant Admin revoked it: the agents API refuses it
                         */
                        revoked: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postDevicesByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Agent Disabled
                         * @description Desired: the console asks the agent to stop
                         */
                        agentDisabled: boolean;
                        /**
                         * Agent Disabled (Reported)
                         * @description What the agent last reported
                         */
                        agentDisabledCurrent: boolean;
                        /**
                         * Agent Status
                         * @description Derived from lastSeen: Online, Offline, or Inactive after a long silence
                         * @enum {string}
                         */
                        agentStatus: "Inactive" | "Offline" | "Online";
                        /**
                         * Agent Version
                         * @description Empty when no agent is installed
                         */
                        agentVersion: string;
                        /**
                         * Extension Disabled
                         * @description Desired: the console asks the browser extension to stop
                         */
                        chromeExtensionDisabled: boolean;
                        /**
                         * Extension Disabled (Reported)
                         * @description What the browser extension last reported
                         */
                        chromeExtensionDisabledCurrent: boolean;
                        /** CPU Architecture */
                        cpuArchitecture: string;
                        /**
                         * Enrolled
                         * Format: date-time
                         * @description When the device first enrolled
                         */
                        created: string;
                        /**
                         * Extension Status
                         * @enum {string}
                         */
                        extensionStatus: "Active" | "Inactive" | "Disabled" | "Not installed";
                        /**
                         * Extension Version
                         * @description Empty when no browser extension is installed
                         */
                        extensionVersion: string;
                        /** Host Name */
                        hostname: string;
                        /**
                         * ID
                         * @description Device id (uuid)
                         */
                        id: string;
                        /** IP Address */
                        ipAddress: string;
                        /**
                         * Last Active User
                         * @description The user last signed in on the device
                         */
                        lastActiveUser: string;
                        /**
                         * Last Seen
                         * Format: date-time
                         * @description Last heartbeat
                         */
                        lastSeen: string;
                        /** Operating System */
                        operatingSystem: string;
                        /** OS Version */
                        osVersion: string;
                        /**
                         * Revoked
                         * @description A Tenant Admin revoked it: the agents API refuses it
                         */
                        revoked: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchDevicesBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allMatching: {
                        agentActive?: boolean;
                        agentStatus?: ("Inactive" | "Offline" | "Online")[];
                        agentVersion?: string[];
                        cpuArchitecture?: string[];
                        /** Format: date-time */
                        cutoff?: string;
                        extensionActive?: boolean;
                        extensionStatus?: ("Active" | "Inactive" | "Disabled" | "Not installed")[];
                        extensionVersion?: string[];
                        /** Format: date-time */
                        from?: string;
                        hostname?: string[];
                        lastActiveUser?: string[];
                        operatingSystem?: string[];
                        search?: string;
                        /** Format: date-time */
                        to?: string;
                    };
                    changes: {
                        /** @description Desired: true disables the agent */
                        AgentDisable?: boolean;
                        /** @description Desired: true disables the extension */
                        ChromeExtensionDisable?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Devices matching the filter */
                        matched: number;
                        /** @description Devices whose desired state changed */
                        updated: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDevicesCount: {
        parameters: {
            query?: {
                agentActive?: boolean;
                agentStatus?: ("Inactive" | "Offline" | "Online")[];
                agentVersion?: string[];
                cpuArchitecture?: string[];
                cutoff?: string;
                extensionActive?: boolean;
                extensionStatus?: ("Active" | "Inactive" | "Disabled" | "Not installed")[];
                extensionVersion?: string[];
                from?: string;
                hostname?: string[];
                lastActiveUser?: string[];
                operatingSystem?: string[];
                search?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when a count passed the cap and is an estimate */
                        approximate?: boolean;
                        totalDevices: number;
                        totalFilteredDevices: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDevicesEnrolmentTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrolmentTokens: {
                            /** Format: date-time */
                            created: string;
                            /** @description Name (else email) of the Tenant Admin who created it */
                            createdBy: string;
                            /** @description Devices enrolled with it */
                            enrolments: number;
                            /** Format: date-time */
                            expiresAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postDevicesEnrolmentTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 30 */
                    expiresInDays?: number;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrolmentToken: {
                            /** Format: date-time */
                            created: string;
                            /** @description Name (else email) of the Tenant Admin who created it */
                            createdBy: string;
                            /** @description Devices enrolled with it */
                            enrolments: number;
                            /** Format: date-time */
                            expiresAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            revokedAt: string | null;
                        };
                        /** @description The token agents enrol with; the API keeps only its hash */
                        secret: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postDevicesEnrolmentTokensByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created: string;
                        /** @description Name (else email) of the Tenant Admin who created it */
                        createdBy: string;
                        /** @description Devices enrolled with it */
                        enrolments: number;
                        /** Format: date-time */
                        expiresAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        revokedAt: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getDevicesExport: {
        parameters: {
            query?: {
                agentActive?: boolean;
                agentStatus?: ("Inactive" | "Offline" | "Online")[];
                agentVersion?: string[];
                cpuArchitecture?: string[];
                cutoff?: string;
                extensionActive?: boolean;
                extensionStatus?: ("Active" | "Inactive" | "Disabled" | "Not installed")[];
                extensionVersion?: string[];
                from?: string;
                hostname?: string[];
                lastActiveUser?: string[];
                operatingSystem?: string[];
                search?: string;
                sortColumn?: "lastSeen" | "hostname" | "lastActiveUser" | "agentVersion";
                sortOrder?: "asc" | "desc";
                /** @description IANA time zone of the times (ISO 8601 with its offset); UTC by default */
                timeZone?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEgressEvents: {
        parameters: {
            query?: {
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                destinationType?: string[];
                egressChannel?: string[];
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                nextToken?: string;
                pageSize?: number;
                policyName?: string[];
                policyVerdict?: ("NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                sortColumn?: "created" | "hostname" | "username" | "destination" | "dataVolume" | "totalHitCount";
                sortOrder?: "asc" | "desc";
                source?: string[];
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            /** Content Category */
                            contentCategory: string;
                            /**
                             * Created
                             * Format: date-time
                             * @description When the data left; with the id it addresses the event
                             */
                            created: string;
                            /** Data Type */
                            dataTypes: string[];
                            /**
                             * Data Volume
                             * @description Bytes
                             */
                            dataVolume: number;
                            /** Destination */
                            destination: string;
                            /** Destination Type */
                            destinationType: string;
                            /** Egress Channel */
                            egressChannel: string;
                            /**
                             * File Name
                             * @description Empty for pasted text
                             */
                            fileName: string;
                            /** Hostname */
                            hostname: string;
                            /**
                             * ID
                             * @description Event id (uuid)
                             */
                            id: string;
                            /**
                             * MIP Label
                             * @description Empty when the content carries no label
                             */
                            mipLabel: string;
                            /**
                             * Policy Name
                             * @description Empty when no policy covers the event
                             */
                            policyName: string;
                            /**
                             * Policy Verdict
                             * @description NOT_COVERED, or the verdict of the policy that decided
                             */
                            policyVerdict: string;
                            /**
                             * Source
                             * @description The application or site the data came from
                             */
                            source: string;
                            /** Total Hit Count */
                            totalHitCount: number;
                            /** Username */
                            username: string;
                        }[];
                        /** @description Cursor of the next page; null on the last */
                        nextToken: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEgressEventsById: {
        parameters: {
            query?: {
                created?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        extendEgressEvent: {
                            /** Content Category */
                            contentCategory: string;
                            /** @description sha256 of the content, the key of its per-file lineage; null when the agent sent none */
                            contentFingerprint: string | null;
                            /**
                             * Created
                             * Format: date-time
                             * @description When the data left; with the id it addresses the event
                             */
                            created: string;
                            /** Data Type */
                            dataTypes: string[];
                            /**
                             * Data Volume
                             * @description Bytes
                             */
                            dataVolume: number;
                            /** Destination */
                            destination: string;
                            /** Destination Type */
                            destinationType: string;
                            /** @description Everything else the agent reported */
                            details: {
                                [key: string]: unknown;
                            };
                            /** @description The device; null when it is no longer enrolled */
                            device: {
                                hostname: string;
                                id: string;
                                lastActiveUser: string;
                                operatingSystem: string;
                                osVersion: string;
                            } | null;
                            /** Egress Channel */
                            egressChannel: string;
                            /**
                             * File Name
                             * @description Empty for pasted text
                             */
                            fileName: string;
                            filePath: string | null;
                            /** Hostname */
                            hostname: string;
                            /**
                             * ID
                             * @description Event id (uuid)
                             */
                            id: string;
                            matches: {
                                count: number | null;
                                dataType: string;
                                /** @description Redacted excerpts of the matched content */
                                snippets: string[];
                            }[];
                            /**
                             * MIP Label
                             * @description Empty when the content carries no label
                             */
                            mipLabel: string;
                            /** @description The policy that decided; null when none covers the event */
                            policyId: string | null;
                            /**
                             * Policy Name
                             * @description Empty when no policy covers the event
                             */
                            policyName: string;
                            /**
                             * Policy Verdict
                             * @description NOT_COVERED, or the verdict of the policy that decided
                             */
                            policyVerdict: string;
                            /** @description The process that sent the data */
                            process: string | null;
                            /**
                             * Source
                             * @description The application or site the data came from
                             */
                            source: string;
                            /** Total Hit Count */
                            totalHitCount: number;
                            /** @description Where the event went, when it is a web address */
                            url: string | null;
                            /** Username */
                            username: string;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEgressEventsByIdLineage: {
        parameters: {
            query?: {
                created?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null when the event carries no content fingerprint */
                        fingerprint: string | null;
                        /** @description Oldest first */
                        steps: {
                            application: string;
                            /** @description The event the chain was asked for */
                            current: boolean;
                            event: {
                                /** Format: date-time */
                                created: string;
                                /** Destination */
                                destination: string;
                                /** Egress Channel */
                                egressChannel: string;
                                id: string;
                                policyVerdict: string;
                            } | null;
                            fileName: string;
                            hostname: string;
                            /** @enum {string} */
                            kind: "downloaded" | "created" | "copied" | "renamed" | "archived" | "pasted" | "egress";
                            location: string;
                            /** Format: date-time */
                            occurred: string;
                            previousName: string;
                            username: string;
                        }[];
                        /** @description Steps of the whole chain; steps holds at most CONTENT_LINEAGE_LIMIT */
                        totalSteps: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEgressEventsCount: {
        parameters: {
            query?: {
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                destinationType?: string[];
                egressChannel?: string[];
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                policyName?: string[];
                policyVerdict?: ("NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                source?: string[];
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when a count passed the cap and is an estimate */
                        approximate?: boolean;
                        totalEgressEvents: number;
                        totalFilteredEgressEvents: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEgressEventsExport: {
        parameters: {
            query?: {
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                destinationType?: string[];
                egressChannel?: string[];
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                policyName?: string[];
                policyVerdict?: ("NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                sortColumn?: "created" | "hostname" | "username" | "destination" | "dataVolume" | "totalHitCount";
                sortOrder?: "asc" | "desc";
                source?: string[];
                /** @description IANA time zone of the times (ISO 8601 with its offset); UTC by default */
                timeZone?: string;
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEvidenceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether agents may store evidence; off refuses new uploads */
                        keepEvidence: boolean;
                        /** @description Whether the snippets of an event's matches are shown masked */
                        redactSnippets: boolean;
                        /** @description Days evidence is kept after it was stored; then it is refused and purged */
                        retentionDays: number;
                        /** @description When they were last changed; null while the defaults apply */
                        updated: string | null;
                        /** @description Who changed them last (name, else e-mail) */
                        updatedBy: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    putEvidenceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Whether agents may store evidence; off refuses new uploads */
                    keepEvidence: boolean;
                    /** @description Whether the snippets of an event's matches are shown masked */
                    redactSnippets: boolean;
                    /** @description Days evidence is kept after it was stored; then it is refused and purged */
                    retentionDays: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether agents may store evidence; off refuses new uploads */
                        keepEvidence: boolean;
                        /** @description Whether the snippets of an event's matches are shown masked */
                        redactSnippets: boolean;
                        /** @description Days evidence is kept after it was stored; then it is refused and purged */
                        retentionDays: number;
                        /** @description When they were last changed; null while the defaults apply */
                        updated: string | null;
                        /** @description Who changed them last (name, else e-mail) */
                        updatedBy: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEvidenceDownload: {
        parameters: {
            query: {
                /** @description The event's creation time, when known */
                created?: string;
                /** @description The egress event */
                eventId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Client Error */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEvidenceInfo: {
        parameters: {
            query: {
                /** @description The event's creation time, when known */
                created?: string;
                /** @description The egress event */
                eventId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contentType: string | null;
                        downloadable: boolean;
                        exists: boolean;
                        /** @description Past its retention: downloads are refused (410) and it is purged */
                        expired: boolean;
                        expires: string | null;
                        fileName: string | null;
                        sha256: string | null;
                        size: number | null;
                        stored: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getEvidencePreview: {
        parameters: {
            query: {
                /** @description The event's creation time, when known */
                created?: string;
                /** @description The egress event */
                eventId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contentType: string;
                        fileName: string;
                        /** @description Matches marked in the segments */
                        matches: number;
                        /** @description Whether the file is text; other types are never read for a preview */
                        previewable: boolean;
                        /** @description Whether the matches are masked (the tenant redacts snippets) */
                        redacted: boolean;
                        segments: {
                            match: string | null;
                            text: string;
                        }[];
                        /** @description Whether only part of the file is shown (the parts around the matches) */
                        truncated: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Client Error */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFeatureFlags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        flags: {
                            DISPLAY_AI_POSTURE_PAGE: boolean;
                            DISPLAY_USER_MANAGEMENT_PAGE: boolean;
                            EXTRA_COMPLIANCE_FRAMEWORKS: boolean;
                            USE_AI_SPRINKLES_FOR_INCIDENTS: boolean;
                            USE_SEND_EMAIL_FOR_AI_SPRINKLES: boolean;
                        };
                        overrides: {
                            DISPLAY_AI_POSTURE_PAGE?: boolean;
                            DISPLAY_USER_MANAGEMENT_PAGE?: boolean;
                            EXTRA_COMPLIANCE_FRAMEWORKS?: boolean;
                            USE_AI_SPRINKLES_FOR_INCIDENTS?: boolean;
                            USE_SEND_EMAIL_FOR_AI_SPRINKLES?: boolean;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    putFeatureFlagsByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: "USE_AI_SPRINKLES_FOR_INCIDENTS" | "USE_SEND_EMAIL_FOR_AI_SPRINKLES" | "EXTRA_COMPLIANCE_FRAMEWORKS" | "DISPLAY_USER_MANAGEMENT_PAGE" | "DISPLAY_AI_POSTURE_PAGE";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description New value of the flag for the active tenant */
                    value: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        flags: {
                            DISPLAY_AI_POSTURE_PAGE: boolean;
                            DISPLAY_USER_MANAGEMENT_PAGE: boolean;
                            EXTRA_COMPLIANCE_FRAMEWORKS: boolean;
                            USE_AI_SPRINKLES_FOR_INCIDENTS: boolean;
                            USE_SEND_EMAIL_FOR_AI_SPRINKLES: boolean;
                        };
                        overrides: {
                            DISPLAY_AI_POSTURE_PAGE?: boolean;
                            DISPLAY_USER_MANAGEMENT_PAGE?: boolean;
                            EXTRA_COMPLIANCE_FRAMEWORKS?: boolean;
                            USE_AI_SPRINKLES_FOR_INCIDENTS?: boolean;
                            USE_SEND_EMAIL_FOR_AI_SPRINKLES?: boolean;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteFeatureFlagsByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: "USE_AI_SPRINKLES_FOR_INCIDENTS" | "USE_SEND_EMAIL_FOR_AI_SPRINKLES" | "EXTRA_COMPLIANCE_FRAMEWORKS" | "DISPLAY_USER_MANAGEMENT_PAGE" | "DISPLAY_AI_POSTURE_PAGE";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        flags: {
                            DISPLAY_AI_POSTURE_PAGE: boolean;
                            DISPLAY_USER_MANAGEMENT_PAGE: boolean;
                            EXTRA_COMPLIANCE_FRAMEWORKS: boolean;
                            USE_AI_SPRINKLES_FOR_INCIDENTS: boolean;
                            USE_SEND_EMAIL_FOR_AI_SPRINKLES: boolean;
                        };
                        overrides: {
                            DISPLAY_AI_POSTURE_PAGE?: boolean;
                            DISPLAY_USER_MANAGEMENT_PAGE?: boolean;
                            EXTRA_COMPLIANCE_FRAMEWORKS?: boolean;
                            USE_AI_SPRINKLES_FOR_INCIDENTS?: boolean;
                            USE_SEND_EMAIL_FOR_AI_SPRINKLES?: boolean;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFilters: {
        parameters: {
            query?: {
                grid?: "incidents" | "egress-events" | "devices" | "audit-logs";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        filters: {
                            /** @enum {string} */
                            grid: "incidents" | "egress-events" | "devices" | "audit-logs";
                            id: string;
                            /** @description The caller's own (only the owner can change it) */
                            mine: boolean;
                            name: string;
                            /** @description The user who saved it */
                            ownerId: string;
                            /** @description The owner's name, else email */
                            ownerName: string;
                            query: {
                                [key: string]: string[];
                            };
                            /** @description Shared with the tenant */
                            shared: boolean;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    putFiltersByFilterID: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                filterID: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    grid: "incidents" | "egress-events" | "devices" | "audit-logs";
                    name: string;
                    /** @description Filters, search and sort as URL parameters; a single value is read as a list of one */
                    query: {
                        [key: string]: string[];
                    };
                    /** @description Share it with every member of the tenant (they can open it, not change it) */
                    shared?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        grid: "incidents" | "egress-events" | "devices" | "audit-logs";
                        id: string;
                        /** @description The caller's own (only the owner can change it) */
                        mine: boolean;
                        name: string;
                        /** @description The user who saved it */
                        ownerId: string;
                        /** @description The owner's name, else email */
                        ownerName: string;
                        query: {
                            [key: string]: string[];
                        };
                        /** @description Shared with the tenant */
                        shared: boolean;
                        /** Format: date-time */
                        updated: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersAssigneeOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersAuditActionOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersAuditPageOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersAuditUserOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersContentCategoryOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersDataTypeOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersDestinationOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersDeviceAgentVersionOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersDeviceCpuOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersDeviceExtensionVersionOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersDeviceHostnameOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersDeviceOsOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersDeviceUserOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersEgressChannelOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersHostnameOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersMipLabelOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersPolicyNameOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersSourceNameOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getFiltersUsernameOptions: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    getHighLevelLineage: {
        parameters: {
            query?: {
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                destinationType?: string[];
                egressChannel?: string[];
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                policyName?: string[];
                policyVerdict?: ("NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                source?: string[];
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        flows: {
                            channel: string;
                            destination: string;
                            events: number;
                            origin: string;
                            /** @description Bytes */
                            volume: number;
                        }[];
                        totalEvents: number;
                        /** @description Distinct flows of the filtered events (flows lists the largest) */
                        totalFlows: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getHighLevelLineageCombinations: {
        parameters: {
            query?: {
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                destinationType?: string[];
                egressChannel?: string[];
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                policyName?: string[];
                policyVerdict?: ("NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                source?: string[];
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        combinations: {
                            channel: string;
                            destination: string;
                            events: number;
                            origin: string;
                            users: number;
                            /** @description Bytes */
                            volume: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getIncidents: {
        parameters: {
            query?: {
                assignedTo?: string[];
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                egressChannel?: string[];
                exceptionRequestStatus?: ("None" | "Pending" | "Approved" | "Rejected" | "Expired")[];
                exceptionRequestType?: ("Business justification" | "False positive" | "Policy exception")[];
                flagged?: boolean;
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                nextToken?: string;
                pageSize?: number;
                policyVerdict?: ("ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                severity?: ("high" | "medium" | "low" | "resolved")[];
                sla?: ("breached" | "due" | "none")[];
                sortColumn?: "created" | "updated" | "severity" | "status" | "assignedTo" | "slaDueAt" | "hostname" | "username" | "destination" | "egressChannel" | "policyVerdict" | "dataVolume" | "totalHitCount";
                sortOrder?: "asc" | "desc";
                source?: string[];
                status?: ("open" | "in_progress" | "resolved" | "dismissed")[];
                /** @description Tenant ids to keep (only with Tenant-Id: *); a tenant outside your scope matches nothing */
                tenant?: string[];
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        incidents: {
                            /** @description When it was acknowledged: its first status change or assignment; null until then */
                            acknowledgedAt: string | null;
                            /** @description Assignee user id, null when unassigned */
                            assignedTo: string | null;
                            /**
                             * Assigned To
                             * @description The assignee's name (else email), null when unassigned or unknown
                             */
                            assignedToName: string | null;
                            /** Content Category */
                            contentCategory: string;
                            /**
                             * Created
                             * Format: date-time
                             * @description When it was raised; with the id it addresses the incident
                             */
                            created: string;
                            /** Data Type */
                            dataTypes: string[];
                            /**
                             * Data Volume
                             * @description Bytes
                             */
                            dataVolume: number;
                            /** Destination */
                            destination: string;
                            /** Egress Channel */
                            egressChannel: string;
                            /** @description The egress event behind it (uuid), if known */
                            eventId: string | null;
                            /**
                             * Exception Request Status
                             * @description Null when no exception was requested
                             */
                            exceptionRequestStatus: ("Pending" | "Approved" | "Rejected" | "Expired") | null;
                            /** Exception Request Type */
                            exceptionRequestType: string | null;
                            /** Flagged */
                            flagged: boolean;
                            /** Host Name */
                            hostname: string;
                            /**
                             * ID
                             * @description Incident id (uuid)
                             */
                            id: string;
                            /**
                             * MIP Label
                             * @description Empty when the content carries no label
                             */
                            mipLabel: string;
                            /**
                             * Policy Name
                             * @description Empty when no policy covers the event
                             */
                            policyName: string;
                            /** @description Policy type, such as 'protection' */
                            policyType: string;
                            /**
                             * Policy Verdict
                             * @description NOT_COVERED, or the verdict of the policy that decided
                             */
                            policyVerdict: string;
                            /** @description When it was resolved or dismissed; null while it is open */
                            resolvedAt: string | null;
                            /**
                             * Severity
                             * @enum {string}
                             */
                            severity: "high" | "medium" | "low" | "resolved";
                            /** @description When its next SLA target falls due: acknowledging while it is not acknowledged, else resolving; null when it is closed or its severity has no targets */
                            slaDueAt: string | null;
                            /**
                             * Source
                             * @description The application or site the data came from
                             */
                            source: string;
                            /**
                             * Status
                             * @enum {string}
                             */
                            status: "open" | "in_progress" | "resolved" | "dismissed";
                            /** @description The incident's tenant: the Tenant-Id that opens it */
                            tenantId: string;
                            /**
                             * Title
                             * @description Short description
                             */
                            title: string;
                            /** Total Hit Count */
                            totalHitCount: number;
                            /**
                             * Format: date-time
                             * @description When it last changed
                             */
                            updated: string;
                            /** Username */
                            username: string;
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        }[];
                        /** @description Cursor of the next page; null on the last */
                        nextToken: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getIncidentsById: {
        parameters: {
            query?: {
                created?: string;
                policyType?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        extendIncident: {
                            /** @description When it was acknowledged: its first status change or assignment; null until then */
                            acknowledgedAt: string | null;
                            /** @description Assignee user id, null when unassigned */
                            assignedTo: string | null;
                            /**
                             * Assigned To
                             * @description The assignee's name (else email), null when unassigned or unknown
                             */
                            assignedToName: string | null;
                            commentCount: number;
                            /** Content Category */
                            contentCategory: string;
                            /**
                             * Created
                             * Format: date-time
                             * @description When it was raised; with the id it addresses the incident
                             */
                            created: string;
                            /** Data Type */
                            dataTypes: string[];
                            /**
                             * Data Volume
                             * @description Bytes
                             */
                            dataVolume: number;
                            /** Destination */
                            destination: string;
                            /** @description Incident details (original severity...) */
                            details: {
                                [key: string]: unknown;
                            };
                            /** Egress Channel */
                            egressChannel: string;
                            /** @description The event behind it; null when it is no longer stored */
                            event: {
                                /** Content Category */
                                contentCategory: string;
                                /** Format: date-time */
                                created: string;
                                /** Data Type */
                                dataTypes: string[];
                                /**
                                 * Data Volume
                                 * @description Bytes
                                 */
                                dataVolume: number;
                                /** Destination */
                                destination: string;
                                destinationType: string;
                                /** @description Extended details (process, URL, matched rules...) */
                                details: {
                                    [key: string]: unknown;
                                };
                                device: {
                                    hostname: string;
                                    id: string;
                                    lastActiveUser: string;
                                    operatingSystem: string;
                                    osVersion: string;
                                } | null;
                                /** Egress Channel */
                                egressChannel: string;
                                fileNames: string[];
                                /** Hostname */
                                hostname: string;
                                id: string;
                                /**
                                 * MIP Label
                                 * @description Empty when the content carries no label
                                 */
                                mipLabel: string;
                                /**
                                 * Policy Name
                                 * @description Empty when no policy covers the event
                                 */
                                policyName: string;
                                /**
                                 * Policy Verdict
                                 * @description NOT_COVERED, or the verdict of the policy that decided
                                 */
                                policyVerdict: string;
                                /**
                                 * Source
                                 * @description The application or site the data came from
                                 */
                                source: string;
                                /** Total Hit Count */
                                totalHitCount: number;
                                /** Username */
                                username: string;
                            } | null;
                            /** @description The egress event behind it (uuid), if known */
                            eventId: string | null;
                            /**
                             * Exception Request Status
                             * @description Null when no exception was requested
                             */
                            exceptionRequestStatus: ("Pending" | "Approved" | "Rejected" | "Expired") | null;
                            /** Exception Request Type */
                            exceptionRequestType: string | null;
                            /** Flagged */
                            flagged: boolean;
                            /** Host Name */
                            hostname: string;
                            /**
                             * ID
                             * @description Incident id (uuid)
                             */
                            id: string;
                            /**
                             * MIP Label
                             * @description Empty when the content carries no label
                             */
                            mipLabel: string;
                            /**
                             * Policy Name
                             * @description Empty when no policy covers the event
                             */
                            policyName: string;
                            /** @description Policy type, such as 'protection' */
                            policyType: string;
                            /**
                             * Policy Verdict
                             * @description NOT_COVERED, or the verdict of the policy that decided
                             */
                            policyVerdict: string;
                            /** @description When it was resolved or dismissed; null while it is open */
                            resolvedAt: string | null;
                            /**
                             * Severity
                             * @enum {string}
                             */
                            severity: "high" | "medium" | "low" | "resolved";
                            /** @description When its next SLA target falls due: acknowledging while it is not acknowledged, else resolving; null when it is closed or its severity has no targets */
                            slaDueAt: string | null;
                            /**
                             * Source
                             * @description The application or site the data came from
                             */
                            source: string;
                            /**
                             * Status
                             * @enum {string}
                             */
                            status: "open" | "in_progress" | "resolved" | "dismissed";
                            /**
                             * Title
                             * @description Short description
                             */
                            title: string;
                            /** Total Hit Count */
                            totalHitCount: number;
                            /**
                             * Format: date-time
                             * @description When it last changed
                             */
                            updated: string;
                            /** Username */
                            username: string;
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchIncidentsById: {
        parameters: {
            query?: {
                created?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A user of the tenant; null unassigns */
                    assignedTo?: null | string;
                    flagged?: boolean;
                    /** @enum {string} */
                    severity?: "high" | "medium" | "low" | "resolved";
                    /** @enum {string} */
                    status?: "open" | "in_progress" | "resolved" | "dismissed";
                    /** @description The version read; a stale one answers 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description When it was acknowledged: its first status change or assignment; null until then */
                        acknowledgedAt: string | null;
                        /** @description Assignee user id, null when unassigned */
                        assignedTo: string | null;
                        /**
                         * Assigned To
                         * @description The assignee's name (else email), null when unassigned or unknown
                         */
                        assignedToName: string | null;
                        /** Content Category */
                        contentCategory: string;
                        /**
                         * Created
                         * Format: date-time
                         * @description When it was raised; with the id it addresses the incident
                         */
                        created: string;
                        /** Data Type */
                        dataTypes: string[];
                        /**
                         * Data Volume
                         * @description Bytes
                         */
                        dataVolume: number;
                        /** Destination */
                        destination: string;
                        /** Egress Channel */
                        egressChannel: string;
                        /** @description The egress event behind it (uuid), if known */
                        eventId: string | null;
                        /**
                         * Exception Request Status
                         * @description Null when no exception was requested
                         */
                        exceptionRequestStatus: ("Pending" | "Approved" | "Rejected" | "Expired") | null;
                        /** Exception Request Type */
                        exceptionRequestType: string | null;
                        /** Flagged */
                        flagged: boolean;
                        /** Host Name */
                        hostname: string;
                        /**
                         * ID
                         * @description Incident id (uuid)
                         */
                        id: string;
                        /**
                         * MIP Label
                         * @description Empty when the content carries no label
                         */
                        mipLabel: string;
                        /**
                         * Policy Name
                         * @description Empty when no policy covers the event
                         */
                        policyName: string;
                        /** @description Policy type, such as 'protection' */
                        policyType: string;
                        /**
                         * Policy Verdict
                         * @description NOT_COVERED, or the verdict of the policy that decided
                         */
                        policyVerdict: string;
                        /** @description When it was resolved or dismissed; null while it is open */
                        resolvedAt: string | null;
                        /**
                         * Severity
                         * @enum {string}
                         */
                        severity: "high" | "medium" | "low" | "resolved";
                        /** @description When its next SLA target falls due: acknowledging while it is not acknowledged, else resolving; null when it is closed or its severity has no targets */
                        slaDueAt: string | null;
                        /**
                         * Source
                         * @description The application or site the data came from
                         */
                        source: string;
                        /**
                         * Status
                         * @enum {string}
                         */
                        status: "open" | "in_progress" | "resolved" | "dismissed";
                        /**
                         * Title
                         * @description Short description
                         */
                        title: string;
                        /** Total Hit Count */
                        totalHitCount: number;
                        /**
                         * Format: date-time
                         * @description When it last changed
                         */
                        updated: string;
                        /** Username */
                        username: string;
                        /** @description Optimistic-concurrency version: send it back on PATCH */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getIncidentsByIdAiSprinkles: {
        parameters: {
            query?: {
                created?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aiSprinkles: {
                            /**
                             * Format: date-time
                             * @description When it was generated
                             */
                            generated: string;
                            /** @enum {string} */
                            generator: "ai" | "built-in";
                            /** @description The incident version it describes; a newer one regenerates it */
                            incidentVersion: number;
                            /** @description Model name, or the built-in summariser's name */
                            model: string;
                            recommendations: string[];
                            sources: {
                                /** @description Id of the related object, if any */
                                id?: string;
                                /**
                                 * @description The incident's own fields, its event, or a related one
                                 * @enum {string}
                                 */
                                kind: "incident" | "event" | "related-incident";
                                /** @description What it is, such as 'Severity' or 'Incident of the same user, 3 days ago' */
                                label: string;
                                /** @description The value used */
                                value: string;
                            }[];
                            summary: string;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postIncidentsByIdAiSprinklesEmail: {
        parameters: {
            query?: {
                created?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        delivery: "smtp" | "outbox";
                        messageId: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Server Error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getIncidentsByIdComments: {
        parameters: {
            query?: {
                created?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comments: {
                            authorId: string;
                            authorName: string;
                            /** Format: date-time */
                            created: string;
                            id: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postIncidentsByIdComments: {
        parameters: {
            query?: {
                created?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorId: string;
                        authorName: string;
                        /** Format: date-time */
                        created: string;
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchIncidentsByIdExceptionStatus: {
        parameters: {
            query: {
                created?: string;
                eventID: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Type of the request; kept as is when absent
                     * @enum {string}
                     */
                    exceptionRequestType?: "Business justification" | "False positive" | "Policy exception";
                    /** @enum {string} */
                    exceptionStatus: "None" | "Pending" | "Approved" | "Rejected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Exception Request Status
                         * @description Null when no exception was requested
                         */
                        exceptionRequestStatus: ("Pending" | "Approved" | "Rejected" | "Expired") | null;
                        /** Exception Request Type */
                        exceptionRequestType: string | null;
                        /**
                         * ID
                         * @description Incident id (uuid)
                         */
                        id: string;
                        /** @description Optimistic-concurrency version: send it back on PATCH */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchIncidentsBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    changes: {
                        /** @description A user of the tenant; null unassigns */
                        assignedTo?: null | string;
                        flagged?: boolean;
                        /** @enum {string} */
                        status?: "open" | "in_progress" | "resolved" | "dismissed";
                    };
                    ids: {
                        /** Format: date-time */
                        created: string;
                        /** Format: uuid */
                        id: string;
                    }[];
                } | {
                    allMatching: {
                        assignedTo?: string[];
                        contentCategory?: string[];
                        /** Format: date-time */
                        cutoff?: string;
                        dataType?: string[];
                        dataVolumeMax?: number;
                        dataVolumeMin?: number;
                        destination?: string[];
                        egressChannel?: string[];
                        exceptionRequestStatus?: ("None" | "Pending" | "Approved" | "Rejected" | "Expired")[];
                        exceptionRequestType?: ("Business justification" | "False positive" | "Policy exception")[];
                        flagged?: boolean;
                        /** Format: date-time */
                        from?: string;
                        hostname?: string[];
                        mipLabel?: string[];
                        policyVerdict?: ("ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                        search?: string;
                        severity?: ("high" | "medium" | "low" | "resolved")[];
                        sla?: ("breached" | "due" | "none")[];
                        source?: string[];
                        status?: ("open" | "in_progress" | "resolved" | "dismissed")[];
                        /** @description Tenant ids to keep (only with Tenant-Id: *); a tenant outside your scope matches nothing */
                        tenant?: string[];
                        /** Format: date-time */
                        to?: string;
                        totalHitCountMax?: number;
                        totalHitCountMin?: number;
                        username?: string[];
                    };
                    changes: {
                        /** @description A user of the tenant; null unassigns */
                        assignedTo?: null | string;
                        flagged?: boolean;
                        /** @enum {string} */
                        status?: "open" | "in_progress" | "resolved" | "dismissed";
                    };
                } | {
                    changes: {
                        /** @description A user of the tenant; null unassigns */
                        assignedTo?: null | string;
                        flagged?: boolean;
                        /** @enum {string} */
                        status?: "open" | "in_progress" | "resolved" | "dismissed";
                    };
                    targets: {
                        ids: {
                            /** Format: date-time */
                            created: string;
                            /** Format: uuid */
                            id: string;
                        }[];
                        tenantId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The batch: undo it, or approve or deny it while it is pending */
                        batchId: string;
                        /** @description Incidents the batch names */
                        count: number;
                        /** @enum {string} */
                        state: "pending" | "applied" | "denied" | "undone";
                        undoUntil: string | null;
                        /** @description Incidents changed now (0 while the batch waits for approval) */
                        updated: number;
                    } | {
                        batches: {
                            /** @description The batch: undo it, or approve or deny it while it is pending */
                            batchId: string;
                            /** @description Incidents the batch names */
                            count: number;
                            /** @enum {string} */
                            state: "pending" | "applied" | "denied" | "undone";
                            tenantId: string;
                            undoUntil: string | null;
                            /** @description Incidents changed now (0 while the batch waits for approval) */
                            updated: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getIncidentsBatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batches: {
                            applied: string | null;
                            approvalReasons: ("many" | "closes-high")[];
                            changes: {
                                assignedTo?: string | null;
                                flagged?: boolean;
                                /** @enum {string} */
                                status?: "open" | "in_progress" | "resolved" | "dismissed";
                            };
                            /** @description Incidents it names */
                            count: number;
                            /**
                             * Format: date-time
                             * @description When it was requested
                             */
                            created: string;
                            /** @description Who approved or denied it */
                            decidedByName: string | null;
                            id: string;
                            /** @description User id of the requester */
                            requestedBy: string;
                            /** @description The requester's name, else email */
                            requestedByName: string;
                            /** @enum {string} */
                            state: "pending" | "applied" | "denied" | "undone";
                            /** @description What it names: chosen incidents, or a filter */
                            target: string;
                            undoUntil: string | null;
                            updated: number | null;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postIncidentsBatchesByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The batch: undo it, or approve or deny it while it is pending */
                        batchId: string;
                        /** @description Incidents the batch names */
                        count: number;
                        /** @enum {string} */
                        state: "pending" | "applied" | "denied" | "undone";
                        undoUntil: string | null;
                        /** @description Incidents changed now (0 while the batch waits for approval) */
                        updated: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postIncidentsBatchesByIdDeny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The batch: undo it, or approve or deny it while it is pending */
                        batchId: string;
                        /** @description Incidents the batch names */
                        count: number;
                        /** @enum {string} */
                        state: "pending" | "applied" | "denied" | "undone";
                        undoUntil: string | null;
                        /** @description Incidents changed now (0 while the batch waits for approval) */
                        updated: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postIncidentsBatchesByIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Skipped: changed by someone since the batch */
                        changedSince: number;
                        /** @description Skipped: deleted since the batch */
                        deleted: number;
                        restored: number;
                        /** @description changedSince + deleted */
                        skipped: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Client Error */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getIncidentsCount: {
        parameters: {
            query?: {
                assignedTo?: string[];
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                egressChannel?: string[];
                exceptionRequestStatus?: ("None" | "Pending" | "Approved" | "Rejected" | "Expired")[];
                exceptionRequestType?: ("Business justification" | "False positive" | "Policy exception")[];
                flagged?: boolean;
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                policyVerdict?: ("ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                severity?: ("high" | "medium" | "low" | "resolved")[];
                sla?: ("breached" | "due" | "none")[];
                source?: string[];
                status?: ("open" | "in_progress" | "resolved" | "dismissed")[];
                /** @description Tenant ids to keep (only with Tenant-Id: *); a tenant outside your scope matches nothing */
                tenant?: string[];
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when a count passed the cap and is an estimate */
                        approximate?: boolean;
                        totalFilteredIncidents: number;
                        totalIncidents: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getIncidentsExport: {
        parameters: {
            query?: {
                assignedTo?: string[];
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                egressChannel?: string[];
                exceptionRequestStatus?: ("None" | "Pending" | "Approved" | "Rejected" | "Expired")[];
                exceptionRequestType?: ("Business justification" | "False positive" | "Policy exception")[];
                flagged?: boolean;
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                policyVerdict?: ("ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                severity?: ("high" | "medium" | "low" | "resolved")[];
                sla?: ("breached" | "due" | "none")[];
                sortColumn?: "created" | "updated" | "severity" | "status" | "assignedTo" | "slaDueAt" | "hostname" | "username" | "destination" | "egressChannel" | "policyVerdict" | "dataVolume" | "totalHitCount";
                sortOrder?: "asc" | "desc";
                source?: string[];
                status?: ("open" | "in_progress" | "resolved" | "dismissed")[];
                /** @description Tenant ids to keep (only with Tenant-Id: *); a tenant outside your scope matches nothing */
                tenant?: string[];
                /** @description IANA time zone of the times (ISO 8601 with its offset); UTC by default */
                timeZone?: string;
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getIncidentsTenantCounts: {
        parameters: {
            query?: {
                assignedTo?: string[];
                contentCategory?: string[];
                cutoff?: string;
                dataType?: string[];
                dataVolumeMax?: number;
                dataVolumeMin?: number;
                destination?: string[];
                egressChannel?: string[];
                exceptionRequestStatus?: ("None" | "Pending" | "Approved" | "Rejected" | "Expired")[];
                exceptionRequestType?: ("Business justification" | "False positive" | "Policy exception")[];
                flagged?: boolean;
                from?: string;
                hostname?: string[];
                mipLabel?: string[];
                policyVerdict?: ("ALLOW" | "CHALLENGE" | "BLOCK" | "educate")[];
                search?: string;
                severity?: ("high" | "medium" | "low" | "resolved")[];
                sla?: ("breached" | "due" | "none")[];
                source?: string[];
                status?: ("open" | "in_progress" | "resolved" | "dismissed")[];
                /** @description Tenant ids to keep (only with Tenant-Id: *); a tenant outside your scope matches nothing */
                tenant?: string[];
                to?: string;
                totalHitCountMax?: number;
                totalHitCountMin?: number;
                username?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenants: {
                            /** @description True when the count passed the cap and is an estimate */
                            approximate: boolean;
                            /** @description The tenant's incidents matching the filters (the listing's filtered count) */
                            count: number;
                            tenantId: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getLists: {
        parameters: {
            query?: {
                entityType?: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lists: {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            /** @enum {string} */
                            entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                            /** @description List id (uuid) */
                            id: string;
                            itemCount: number;
                            /** @enum {string} */
                            listType: "allow" | "block";
                            name: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description Optimistic-concurrency version: send it back on PATCH and DELETE */
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    /** @enum {string} */
                    entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                    /** @enum {string} */
                    listType: "allow" | "block";
                    name: string;
                    /** @description Items of the new list; blanks refused, duplicates dropped */
                    newItems?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created: string;
                        description: string;
                        /** @enum {string} */
                        entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                        /** @description List id (uuid) */
                        id: string;
                        itemCount: number;
                        /** @enum {string} */
                        listType: "allow" | "block";
                        name: string;
                        /** Format: date-time */
                        updated: string;
                        /** @description Optimistic-concurrency version: send it back on PATCH and DELETE */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getListsById: {
        parameters: {
            query?: {
                nextToken?: string;
                pageSize?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            created: string;
                            id: string;
                            value: string;
                        }[];
                        list: {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            /** @enum {string} */
                            entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                            /** @description List id (uuid) */
                            id: string;
                            itemCount: number;
                            /** @enum {string} */
                            listType: "allow" | "block";
                            name: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description Optimistic-concurrency version: send it back on PATCH and DELETE */
                            version: number;
                        };
                        /** @description Items matching the search (all items without one) */
                        matchingItems: number;
                        /** @description Cursor of the next page; null on the last */
                        nextToken: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteListsById: {
        parameters: {
            query?: {
                version?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchListsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Values to delete; each must be in the list */
                    deleteItems?: string[];
                    description?: string;
                    /** @description Values to change */
                    modifyItems?: {
                        from: string;
                        to: string;
                    }[];
                    name?: string;
                    /** @description Values to add; ones already in the list are kept as they are */
                    newItems?: string[];
                    /** @description The version read; a stale one answers 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created: string;
                        description: string;
                        /** @enum {string} */
                        entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                        /** @description List id (uuid) */
                        id: string;
                        itemCount: number;
                        /** @enum {string} */
                        listType: "allow" | "block";
                        name: string;
                        /** Format: date-time */
                        updated: string;
                        /** @description Optimistic-concurrency version: send it back on PATCH and DELETE */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getListsUsers: {
        parameters: {
            query?: {
                pageSize?: number;
                search?: string;
                /** @description Both kinds when absent */
                userOrGroupType?: "user" | "group";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usersAndGroups: {
                            /** @description User id, or group name */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            userOrGroupType: "user" | "group";
                            /** @description What a list stores: a user's email, a group's name */
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            body: string;
                            /** Format: date-time */
                            created: string;
                            id: string;
                            /** @description Who asked for it (user id) */
                            requestedBy: string;
                            subject: string;
                            to: string[];
                        }[];
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPlatformPolicyTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description By name */
                        templates: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            description: string;
                            groupId: string | null;
                            groupName: string | null;
                            /** @description Template id (uuid) */
                            id: string;
                            latestVersion: number;
                            /** @description Lists in the latest version */
                            lists: number;
                            name: string;
                            /** @description Policies in the latest version */
                            policies: number;
                            /** @description Tenants of the scope it was pushed to */
                            tenants: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformPolicyTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    /**
                     * Format: uuid
                     * @description The tenant group the template belongs to (a Tenant Group Admin: one of theirs). Default: a platform admin’s template is the platform’s own; a Tenant Group Admin’s belongs to the first of their groups, by name, that holds the tenant
                     */
                    groupId?: string;
                    name: string;
                    policyIds: string[];
                    /** @description The tenant whose policies are saved */
                    tenantId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The latest pushes, newest first */
                        pushes: {
                            /** Format: date-time */
                            at: string;
                            by: string;
                            detail: string;
                            /** @enum {string} */
                            outcome: "applied" | "unchanged" | "skipped";
                            tenantId: string;
                            tenantName: string;
                            version: number;
                        }[];
                        template: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            description: string;
                            groupId: string | null;
                            groupName: string | null;
                            /** @description Template id (uuid) */
                            id: string;
                            latestVersion: number;
                            /** @description Lists in the latest version */
                            lists: number;
                            name: string;
                            /** @description Policies in the latest version */
                            policies: number;
                            /** @description Tenants of the scope it was pushed to */
                            tenants: number;
                        };
                        /** @description Newest first */
                        versions: {
                            content: {
                                lists: {
                                    description: string;
                                    /** @enum {string} */
                                    entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                                    /** @description Its values, sorted */
                                    items: string[];
                                    /** @description The item's key in the template (the source list's id) */
                                    key: string;
                                    /** @enum {string} */
                                    listType: "allow" | "block";
                                    name: string;
                                }[];
                                policies: {
                                    definition: {
                                        conditions: {
                                            /** @description Compliance framework classification ids */
                                            complianceFrameworks: string[];
                                            /** @description Content category classification ids */
                                            contentCategories: string[];
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            /** @description Kinds of destination, e.g. AI service */
                                            destinationTypes: string[];
                                            /** @description How the data leaves, e.g. Email, USB */
                                            egressChannels: string[];
                                            elementTypes: {
                                                /** @description Element type classification id */
                                                id: string;
                                                /** @default 1 */
                                                minCount: number;
                                            }[];
                                            /** @description Microsoft Information Protection labels */
                                            mipLabels: string[];
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Shown to the end user when the verdict is educate (required then) */
                                        educateMessage: string;
                                        exceptions: {
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Whether a matching event raises an incident */
                                        raiseIncident: boolean;
                                    };
                                    description: string;
                                    /** @description The item's key in the template (the source policy's id) */
                                    key: string;
                                    name: string;
                                    /** @description Its priority in the source tenant (a new copy goes last in a tenant) */
                                    priority: number;
                                    /** @enum {string} */
                                    status: "active" | "simulation" | "disabled" | "draft";
                                    /** @enum {string} */
                                    verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                                }[];
                            };
                            /** Format: date-time */
                            saved: string;
                            savedBy: string;
                            sourceTenant: string | null;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPlatformPolicyTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The latest pushes, newest first */
                        pushes: {
                            /** Format: date-time */
                            at: string;
                            by: string;
                            detail: string;
                            /** @enum {string} */
                            outcome: "applied" | "unchanged" | "skipped";
                            tenantId: string;
                            tenantName: string;
                            version: number;
                        }[];
                        template: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            description: string;
                            groupId: string | null;
                            groupName: string | null;
                            /** @description Template id (uuid) */
                            id: string;
                            latestVersion: number;
                            /** @description Lists in the latest version */
                            lists: number;
                            name: string;
                            /** @description Policies in the latest version */
                            policies: number;
                            /** @description Tenants of the scope it was pushed to */
                            tenants: number;
                        };
                        /** @description Newest first */
                        versions: {
                            content: {
                                lists: {
                                    description: string;
                                    /** @enum {string} */
                                    entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                                    /** @description Its values, sorted */
                                    items: string[];
                                    /** @description The item's key in the template (the source list's id) */
                                    key: string;
                                    /** @enum {string} */
                                    listType: "allow" | "block";
                                    name: string;
                                }[];
                                policies: {
                                    definition: {
                                        conditions: {
                                            /** @description Compliance framework classification ids */
                                            complianceFrameworks: string[];
                                            /** @description Content category classification ids */
                                            contentCategories: string[];
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            /** @description Kinds of destination, e.g. AI service */
                                            destinationTypes: string[];
                                            /** @description How the data leaves, e.g. Email, USB */
                                            egressChannels: string[];
                                            elementTypes: {
                                                /** @description Element type classification id */
                                                id: string;
                                                /** @default 1 */
                                                minCount: number;
                                            }[];
                                            /** @description Microsoft Information Protection labels */
                                            mipLabels: string[];
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Shown to the end user when the verdict is educate (required then) */
                                        educateMessage: string;
                                        exceptions: {
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Whether a matching event raises an incident */
                                        raiseIncident: boolean;
                                    };
                                    description: string;
                                    /** @description The item's key in the template (the source policy's id) */
                                    key: string;
                                    name: string;
                                    /** @description Its priority in the source tenant (a new copy goes last in a tenant) */
                                    priority: number;
                                    /** @enum {string} */
                                    status: "active" | "simulation" | "disabled" | "draft";
                                    /** @enum {string} */
                                    verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                                }[];
                            };
                            /** Format: date-time */
                            saved: string;
                            savedBy: string;
                            sourceTenant: string | null;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformPolicyTemplatesByTemplateIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantIds: string[];
                    /** @description The version to push (default: the latest) */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenants: {
                            changes: {
                                /** @enum {string} */
                                action: "create" | "update" | "unchanged";
                                /** @description The fields an update changes */
                                fields: string[];
                                key: string;
                                /** @enum {string} */
                                kind: "policy" | "list";
                                name: string;
                            }[];
                            /** @description Why the version cannot be pushed there (nothing is written) */
                            conflict: string | null;
                            /** @description The tenant edited its copy of the version it has */
                            drifted: boolean;
                            tenantId: string;
                            tenantName: string;
                        }[];
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformPolicyTemplatesByTemplateIdPush: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A tenant that edited its copy: skip it (nothing written there), or overwrite its edits
                     * @enum {string}
                     */
                    drifted: "skip" | "overwrite";
                    tenantIds: string[];
                    /** @description The version to push (default: the latest) */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenants: {
                            changes: {
                                /** @enum {string} */
                                action: "create" | "update" | "unchanged";
                                /** @description The fields an update changes */
                                fields: string[];
                                key: string;
                                /** @enum {string} */
                                kind: "policy" | "list";
                                name: string;
                            }[];
                            drifted: boolean;
                            /** @enum {string} */
                            outcome: "applied" | "unchanged" | "skipped";
                            tenantId: string;
                            tenantName: string;
                        }[];
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPlatformPolicyTemplatesByTemplateIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        latestVersion: number;
                        /** @description Every tenant it was pushed to, by name */
                        tenants: {
                            items: {
                                copyList: {
                                    description: string;
                                    /** @enum {string} */
                                    entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                                    /** @description Its values, sorted */
                                    items: string[];
                                    /** @description The item's key in the template (the source list's id) */
                                    key: string;
                                    /** @enum {string} */
                                    listType: "allow" | "block";
                                    name: string;
                                } | null;
                                /** @description The tenant's copy as it is (list ids of the template's lists given as their keys) */
                                copyPolicy: {
                                    definition: {
                                        conditions: {
                                            /** @description Compliance framework classification ids */
                                            complianceFrameworks: string[];
                                            /** @description Content category classification ids */
                                            contentCategories: string[];
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            /** @description Kinds of destination, e.g. AI service */
                                            destinationTypes: string[];
                                            /** @description How the data leaves, e.g. Email, USB */
                                            egressChannels: string[];
                                            elementTypes: {
                                                /** @description Element type classification id */
                                                id: string;
                                                /** @default 1 */
                                                minCount: number;
                                            }[];
                                            /** @description Microsoft Information Protection labels */
                                            mipLabels: string[];
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Shown to the end user when the verdict is educate (required then) */
                                        educateMessage: string;
                                        exceptions: {
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Whether a matching event raises an incident */
                                        raiseIncident: boolean;
                                    };
                                    description: string;
                                    /** @description The item's key in the template (the source policy's id) */
                                    key: string;
                                    name: string;
                                    /** @description Its priority in the source tenant (a new copy goes last in a tenant) */
                                    priority: number;
                                    /** @enum {string} */
                                    status: "active" | "simulation" | "disabled" | "draft";
                                    /** @enum {string} */
                                    verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                                } | null;
                                /** @description The fields the tenant changed (drifted) */
                                fields: string[];
                                key: string;
                                /** @enum {string} */
                                kind: "policy" | "list";
                                /** @description The template's name of it */
                                name: string;
                                /** @enum {string} */
                                state: "in_sync" | "drifted" | "missing";
                                templateList: {
                                    description: string;
                                    /** @enum {string} */
                                    entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                                    /** @description Its values, sorted */
                                    items: string[];
                                    /** @description The item's key in the template (the source list's id) */
                                    key: string;
                                    /** @enum {string} */
                                    listType: "allow" | "block";
                                    name: string;
                                } | null;
                                /** @description A policy as the version pushed holds it */
                                templatePolicy: {
                                    definition: {
                                        conditions: {
                                            /** @description Compliance framework classification ids */
                                            complianceFrameworks: string[];
                                            /** @description Content category classification ids */
                                            contentCategories: string[];
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            /** @description Kinds of destination, e.g. AI service */
                                            destinationTypes: string[];
                                            /** @description How the data leaves, e.g. Email, USB */
                                            egressChannels: string[];
                                            elementTypes: {
                                                /** @description Element type classification id */
                                                id: string;
                                                /** @default 1 */
                                                minCount: number;
                                            }[];
                                            /** @description Microsoft Information Protection labels */
                                            mipLabels: string[];
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Shown to the end user when the verdict is educate (required then) */
                                        educateMessage: string;
                                        exceptions: {
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Whether a matching event raises an incident */
                                        raiseIncident: boolean;
                                    };
                                    description: string;
                                    /** @description The item's key in the template (the source policy's id) */
                                    key: string;
                                    name: string;
                                    /** @description Its priority in the source tenant (a new copy goes last in a tenant) */
                                    priority: number;
                                    /** @enum {string} */
                                    status: "active" | "simulation" | "disabled" | "draft";
                                    /** @enum {string} */
                                    verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                                } | null;
                            }[];
                            /**
                             * @description Drifted if any copy was edited, else missing if any is gone
                             * @enum {string}
                             */
                            state: "in_sync" | "drifted" | "missing";
                            tenantId: string;
                            tenantName: string;
                            /** @description The version its copies came from (null: none left) */
                            version: number | null;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformPolicyTemplatesByTemplateIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policyIds: string[];
                    /** @description The tenant whose policies are saved */
                    tenantId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The latest pushes, newest first */
                        pushes: {
                            /** Format: date-time */
                            at: string;
                            by: string;
                            detail: string;
                            /** @enum {string} */
                            outcome: "applied" | "unchanged" | "skipped";
                            tenantId: string;
                            tenantName: string;
                            version: number;
                        }[];
                        template: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            description: string;
                            groupId: string | null;
                            groupName: string | null;
                            /** @description Template id (uuid) */
                            id: string;
                            latestVersion: number;
                            /** @description Lists in the latest version */
                            lists: number;
                            name: string;
                            /** @description Policies in the latest version */
                            policies: number;
                            /** @description Tenants of the scope it was pushed to */
                            tenants: number;
                        };
                        /** @description Newest first */
                        versions: {
                            content: {
                                lists: {
                                    description: string;
                                    /** @enum {string} */
                                    entityType: "domain" | "url" | "email_domain" | "user" | "group" | "hostname" | "file_extension";
                                    /** @description Its values, sorted */
                                    items: string[];
                                    /** @description The item's key in the template (the source list's id) */
                                    key: string;
                                    /** @enum {string} */
                                    listType: "allow" | "block";
                                    name: string;
                                }[];
                                policies: {
                                    definition: {
                                        conditions: {
                                            /** @description Compliance framework classification ids */
                                            complianceFrameworks: string[];
                                            /** @description Content category classification ids */
                                            contentCategories: string[];
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            /** @description Kinds of destination, e.g. AI service */
                                            destinationTypes: string[];
                                            /** @description How the data leaves, e.g. Email, USB */
                                            egressChannels: string[];
                                            elementTypes: {
                                                /** @description Element type classification id */
                                                id: string;
                                                /** @default 1 */
                                                minCount: number;
                                            }[];
                                            /** @description Microsoft Information Protection labels */
                                            mipLabels: string[];
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Shown to the end user when the verdict is educate (required then) */
                                        educateMessage: string;
                                        exceptions: {
                                            destinations: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            sources: {
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description Values given directly */
                                                values: string[];
                                            };
                                            users: {
                                                /** @description Directory groups the user belongs to */
                                                groups: string[];
                                                /** @description Lists whose items are compared by the list's entity type */
                                                listIds: string[];
                                                /** @description User names (compared without case) */
                                                values: string[];
                                            };
                                        };
                                        /** @description Whether a matching event raises an incident */
                                        raiseIncident: boolean;
                                    };
                                    description: string;
                                    /** @description The item's key in the template (the source policy's id) */
                                    key: string;
                                    name: string;
                                    /** @description Its priority in the source tenant (a new copy goes last in a tenant) */
                                    priority: number;
                                    /** @enum {string} */
                                    status: "active" | "simulation" | "disabled" | "draft";
                                    /** @enum {string} */
                                    verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                                }[];
                            };
                            /** Format: date-time */
                            saved: string;
                            savedBy: string;
                            sourceTenant: string | null;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPlatformTenantGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            /** @description The users holding Tenant Group Admin over it, by name */
                            admins: {
                                email: string;
                                /** Format: date-time */
                                grantedAt: string;
                                name: string;
                                userId: string;
                            }[];
                            /** Format: date-time */
                            created: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The tenants of the group, by name */
                            tenants: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformTenantGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description The tenants of the group */
                    tenantIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The users holding Tenant Group Admin over it, by name */
                        admins: {
                            email: string;
                            /** Format: date-time */
                            grantedAt: string;
                            name: string;
                            userId: string;
                        }[];
                        /** Format: date-time */
                        created: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The tenants of the group, by name */
                        tenants: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    putPlatformTenantGroupsByGroupId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description The tenants of the group */
                    tenantIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The users holding Tenant Group Admin over it, by name */
                        admins: {
                            email: string;
                            /** Format: date-time */
                            grantedAt: string;
                            name: string;
                            userId: string;
                        }[];
                        /** Format: date-time */
                        created: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The tenants of the group, by name */
                        tenants: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deletePlatformTenantGroupsByGroupId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformTenantGroupsByGroupIdAdmins: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The user's e-mail or login id */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The users holding Tenant Group Admin over it, by name */
                        admins: {
                            email: string;
                            /** Format: date-time */
                            grantedAt: string;
                            name: string;
                            userId: string;
                        }[];
                        /** Format: date-time */
                        created: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The tenants of the group, by name */
                        tenants: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deletePlatformTenantGroupsByGroupIdAdminsByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The users holding Tenant Group Admin over it, by name */
                        admins: {
                            email: string;
                            /** Format: date-time */
                            grantedAt: string;
                            name: string;
                            userId: string;
                        }[];
                        /** Format: date-time */
                        created: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The tenants of the group, by name */
                        tenants: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPlatformTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The latest lifecycle steps, newest first */
                        events: {
                            action: string;
                            /** Format: date-time */
                            at: string;
                            by: string;
                            detail: string;
                            id: string;
                            tenantId: string;
                            tenantName: string;
                        }[];
                        /** @description Every tenant, by name */
                        tenants: {
                            /** Format: date-time */
                            created: string;
                            /** @description When a scheduled deletion is carried out */
                            deletionDueAt: string | null;
                            emailDomains: string[];
                            /** @description Tenant id (the Tenant-Id header value) */
                            id: string;
                            /** @description Enabled members */
                            members: number;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "suspended" | "deletion_scheduled";
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The first Tenant Admin's e-mail */
                    adminEmail: string;
                    adminName?: string;
                    emailDomains: string[];
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The first admin's one-time password, shown once (null: they sign in already) */
                        firstPassword: string | null;
                        tenant: {
                            /** Format: date-time */
                            created: string;
                            /** @description When a scheduled deletion is carried out */
                            deletionDueAt: string | null;
                            emailDomains: string[];
                            /** @description Tenant id (the Tenant-Id header value) */
                            id: string;
                            /** @description Enabled members */
                            members: number;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "suspended" | "deletion_scheduled";
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformTenantsByTenantIdDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The tenant's name, typed to confirm */
                    confirmName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created: string;
                        /** @description When a scheduled deletion is carried out */
                        deletionDueAt: string | null;
                        emailDomains: string[];
                        /** @description Tenant id (the Tenant-Id header value) */
                        id: string;
                        /** @description Enabled members */
                        members: number;
                        name: string;
                        /** @enum {string} */
                        status: "active" | "suspended" | "deletion_scheduled";
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Client Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformTenantsByTenantIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created: string;
                        /** @description When a scheduled deletion is carried out */
                        deletionDueAt: string | null;
                        emailDomains: string[];
                        /** @description Tenant id (the Tenant-Id header value) */
                        id: string;
                        /** @description Enabled members */
                        members: number;
                        name: string;
                        /** @enum {string} */
                        status: "active" | "suspended" | "deletion_scheduled";
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPlatformTenantsByTenantIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        created: string;
                        /** @description When a scheduled deletion is carried out */
                        deletionDueAt: string | null;
                        emailDomains: string[];
                        /** @description Tenant id (the Tenant-Id header value) */
                        id: string;
                        /** @description Enabled members */
                        members: number;
                        name: string;
                        /** @enum {string} */
                        status: "active" | "suspended" | "deletion_scheduled";
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPolicies: {
        parameters: {
            query?: {
                policyType?: "protection";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policies: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Policy id (uuid) */
                            policyId: string;
                            /** @enum {string} */
                            policyType: "protection";
                            /** @description Lower decides first */
                            priority: number;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** Format: date-time */
                            updated: string;
                            updatedBy: string;
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policy: {
                        definition: {
                            conditions: {
                                /** @description Compliance framework classification ids */
                                complianceFrameworks: string[];
                                /** @description Content category classification ids */
                                contentCategories: string[];
                                destinations: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                /** @description Kinds of destination, e.g. AI service */
                                destinationTypes: string[];
                                /** @description How the data leaves, e.g. Email, USB */
                                egressChannels: string[];
                                elementTypes: {
                                    /** @description Element type classification id */
                                    id: string;
                                    /** @default 1 */
                                    minCount: number;
                                }[];
                                /** @description Microsoft Information Protection labels */
                                mipLabels: string[];
                                sources: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                users: {
                                    /** @description Directory groups the user belongs to */
                                    groups: string[];
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description User names (compared without case) */
                                    values: string[];
                                };
                            };
                            /** @description Shown to the end user when the verdict is educate (required then) */
                            educateMessage: string;
                            exceptions: {
                                destinations: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                sources: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                users: {
                                    /** @description Directory groups the user belongs to */
                                    groups: string[];
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description User names (compared without case) */
                                    values: string[];
                                };
                            };
                            /** @description Whether a matching event raises an incident */
                            raiseIncident: boolean;
                        };
                        description?: string;
                        name: string;
                        /** @description Lower decides first */
                        priority?: number;
                        /** @enum {string} */
                        status?: "active" | "simulation" | "disabled" | "draft";
                        /** @enum {string} */
                        verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Policy id (uuid) */
                            policyId: string;
                            /** @enum {string} */
                            policyType: "protection";
                            /** @description Lower decides first */
                            priority: number;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** Format: date-time */
                            updated: string;
                            updatedBy: string;
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policyIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPoliciesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Policy id (uuid) */
                            policyId: string;
                            /** @enum {string} */
                            policyType: "protection";
                            /** @description Lower decides first */
                            priority: number;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** Format: date-time */
                            updated: string;
                            updatedBy: string;
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deletePoliciesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchPoliciesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policy: {
                        definition: {
                            conditions: {
                                /** @description Compliance framework classification ids */
                                complianceFrameworks: string[];
                                /** @description Content category classification ids */
                                contentCategories: string[];
                                destinations: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                /** @description Kinds of destination, e.g. AI service */
                                destinationTypes: string[];
                                /** @description How the data leaves, e.g. Email, USB */
                                egressChannels: string[];
                                elementTypes: {
                                    /** @description Element type classification id */
                                    id: string;
                                    /** @default 1 */
                                    minCount: number;
                                }[];
                                /** @description Microsoft Information Protection labels */
                                mipLabels: string[];
                                sources: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                users: {
                                    /** @description Directory groups the user belongs to */
                                    groups: string[];
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description User names (compared without case) */
                                    values: string[];
                                };
                            };
                            /** @description Shown to the end user when the verdict is educate (required then) */
                            educateMessage: string;
                            exceptions: {
                                destinations: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                sources: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                users: {
                                    /** @description Directory groups the user belongs to */
                                    groups: string[];
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description User names (compared without case) */
                                    values: string[];
                                };
                            };
                            /** @description Whether a matching event raises an incident */
                            raiseIncident: boolean;
                        };
                        description?: string;
                        name: string;
                        /** @description Lower decides first */
                        priority?: number;
                        /** @enum {string} */
                        status?: "active" | "simulation" | "disabled" | "draft";
                        /** @enum {string} */
                        verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                        /** @description The version read; a stale one answers 412 */
                        version?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Policy id (uuid) */
                            policyId: string;
                            /** @enum {string} */
                            policyType: "protection";
                            /** @description Lower decides first */
                            priority: number;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** Format: date-time */
                            updated: string;
                            updatedBy: string;
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPoliciesByIdTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Policy id (uuid) */
                            policyId: string;
                            /** @enum {string} */
                            policyType: "protection";
                            /** @description Lower decides first */
                            priority: number;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** Format: date-time */
                            updated: string;
                            updatedBy: string;
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deletePoliciesByIdTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchPoliciesByIdTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policy: {
                        definition: {
                            conditions: {
                                /** @description Compliance framework classification ids */
                                complianceFrameworks: string[];
                                /** @description Content category classification ids */
                                contentCategories: string[];
                                destinations: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                /** @description Kinds of destination, e.g. AI service */
                                destinationTypes: string[];
                                /** @description How the data leaves, e.g. Email, USB */
                                egressChannels: string[];
                                elementTypes: {
                                    /** @description Element type classification id */
                                    id: string;
                                    /** @default 1 */
                                    minCount: number;
                                }[];
                                /** @description Microsoft Information Protection labels */
                                mipLabels: string[];
                                sources: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                users: {
                                    /** @description Directory groups the user belongs to */
                                    groups: string[];
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description User names (compared without case) */
                                    values: string[];
                                };
                            };
                            /** @description Shown to the end user when the verdict is educate (required then) */
                            educateMessage: string;
                            exceptions: {
                                destinations: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                sources: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                users: {
                                    /** @description Directory groups the user belongs to */
                                    groups: string[];
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description User names (compared without case) */
                                    values: string[];
                                };
                            };
                            /** @description Whether a matching event raises an incident */
                            raiseIncident: boolean;
                        };
                        description?: string;
                        name: string;
                        /** @description Lower decides first */
                        priority?: number;
                        /** @enum {string} */
                        status?: "active" | "simulation" | "disabled" | "draft";
                        /** @enum {string} */
                        verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                        /** @description The version read; a stale one answers 412 */
                        version?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Policy id (uuid) */
                            policyId: string;
                            /** @enum {string} */
                            policyType: "protection";
                            /** @description Lower decides first */
                            priority: number;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** Format: date-time */
                            updated: string;
                            updatedBy: string;
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPoliciesByIdEducationEffect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        educationEffect: {
                            /**
                             * Format: date-time
                             * @description Users count whose first match (of their cohort) is at least repeatDays before this
                             */
                            asOf: string;
                            baseline: {
                                /** @description Of them, those the policy matched again within the horizon */
                                repeated: number;
                                /** @description Users the policy matched with another verdict before educating them, if ever (start: their first one) */
                                users: number;
                            };
                            educated: {
                                /** @description Of them, those the policy matched again within the horizon */
                                repeated: number;
                                /** @description Users the policy gave an educate verdict (cohort start: their first one) */
                                users: number;
                            };
                            policyId: string;
                            policyName: string;
                            /** @description The horizon in days */
                            repeatDays: number;
                            /** @description The policy's verdict now */
                            verdict: string;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPoliciesByIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        versions: {
                            change: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Lower decides first */
                            priority: number;
                            restoredFrom: number | null;
                            /** Format: date-time */
                            saved: string;
                            savedBy: string;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPoliciesByIdVersionsByVersionRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Policy id (uuid) */
                            policyId: string;
                            /** @enum {string} */
                            policyType: "protection";
                            /** @description Lower decides first */
                            priority: number;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** Format: date-time */
                            updated: string;
                            updatedBy: string;
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPoliciesBacktest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 30 */
                    days?: number;
                    policy: {
                        definition: {
                            conditions: {
                                /** @description Compliance framework classification ids */
                                complianceFrameworks: string[];
                                /** @description Content category classification ids */
                                contentCategories: string[];
                                destinations: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                /** @description Kinds of destination, e.g. AI service */
                                destinationTypes: string[];
                                /** @description How the data leaves, e.g. Email, USB */
                                egressChannels: string[];
                                elementTypes: {
                                    /** @description Element type classification id */
                                    id: string;
                                    /** @default 1 */
                                    minCount: number;
                                }[];
                                /** @description Microsoft Information Protection labels */
                                mipLabels: string[];
                                sources: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                users: {
                                    /** @description Directory groups the user belongs to */
                                    groups: string[];
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description User names (compared without case) */
                                    values: string[];
                                };
                            };
                            /** @description Shown to the end user when the verdict is educate (required then) */
                            educateMessage: string;
                            exceptions: {
                                destinations: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                sources: {
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description Values given directly */
                                    values: string[];
                                };
                                users: {
                                    /** @description Directory groups the user belongs to */
                                    groups: string[];
                                    /** @description Lists whose items are compared by the list's entity type */
                                    listIds: string[];
                                    /** @description User names (compared without case) */
                                    values: string[];
                                };
                            };
                            /** @description Whether a matching event raises an incident */
                            raiseIncident: boolean;
                        };
                        description?: string;
                        name: string;
                        /** @description Lower decides first */
                        priority?: number;
                        /** @enum {string} */
                        status?: "active" | "simulation" | "disabled" | "draft";
                        /** @enum {string} */
                        verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                    };
                    /**
                     * Format: uuid
                     * @description The policy the draft edits
                     */
                    policyId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Events whose verdict the draft changes */
                        changed: number;
                        destinations: {
                            events: number;
                            value: string;
                        }[];
                        /** @description Stored events of the window */
                        events: number;
                        /** Format: date-time */
                        from: string;
                        /** @description Events the draft's conditions match, whether or not it decides them */
                        matched: number;
                        /** @description The changed events by the policy deciding them before and after, largest first */
                        policies: {
                            after: {
                                name: string;
                                policyId: string;
                            } | null;
                            before: {
                                name: string;
                                policyId: string;
                            } | null;
                            events: number;
                            /** @enum {string} */
                            from: "NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @enum {string} */
                            to: "NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                        }[];
                        /** @description The newest events whose verdict changes */
                        samples: {
                            /** Format: date-time */
                            created: string;
                            /** Destination */
                            destination: string;
                            /** Egress Channel */
                            egressChannel: string;
                            /** @enum {string} */
                            from: "NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            id: string;
                            /**
                             * Source
                             * @description The application or site the data came from
                             */
                            source: string;
                            /** @enum {string} */
                            to: "NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** Username */
                            username: string;
                        }[];
                        /** Format: date-time */
                        to: string;
                        tookMs: number;
                        transitions: {
                            events: number;
                            /** @enum {string} */
                            from: "NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @enum {string} */
                            to: "NOT_COVERED" | "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                        }[];
                        users: {
                            events: number;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchPoliciesPriority: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policyIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchPoliciesStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    policyId: string;
                    /** @enum {string} */
                    status: "active" | "simulation" | "disabled" | "draft";
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            definition: {
                                conditions: {
                                    /** @description Compliance framework classification ids */
                                    complianceFrameworks: string[];
                                    /** @description Content category classification ids */
                                    contentCategories: string[];
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    /** @description Kinds of destination, e.g. AI service */
                                    destinationTypes: string[];
                                    /** @description How the data leaves, e.g. Email, USB */
                                    egressChannels: string[];
                                    elementTypes: {
                                        /** @description Element type classification id */
                                        id: string;
                                        /** @default 1 */
                                        minCount: number;
                                    }[];
                                    /** @description Microsoft Information Protection labels */
                                    mipLabels: string[];
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Shown to the end user when the verdict is educate (required then) */
                                educateMessage: string;
                                exceptions: {
                                    destinations: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    sources: {
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description Values given directly */
                                        values: string[];
                                    };
                                    users: {
                                        /** @description Directory groups the user belongs to */
                                        groups: string[];
                                        /** @description Lists whose items are compared by the list's entity type */
                                        listIds: string[];
                                        /** @description User names (compared without case) */
                                        values: string[];
                                    };
                                };
                                /** @description Whether a matching event raises an incident */
                                raiseIncident: boolean;
                            };
                            description: string;
                            name: string;
                            /** @description Policy id (uuid) */
                            policyId: string;
                            /** @enum {string} */
                            policyType: "protection";
                            /** @description Lower decides first */
                            priority: number;
                            /** @enum {string} */
                            status: "active" | "simulation" | "disabled" | "draft";
                            /** Format: date-time */
                            updated: string;
                            updatedBy: string;
                            /** @enum {string} */
                            verdict: "ALLOW" | "CHALLENGE" | "BLOCK" | "educate";
                            /** @description Optimistic-concurrency version: send it back on PATCH */
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPolicyExceptions: {
        parameters: {
            query?: {
                cutoff?: string;
                dataType?: string[];
                egressChannel?: string[];
                from?: string;
                nextToken?: string;
                pageSize?: number;
                requestedBy?: string[];
                search?: string;
                sortColumn?: "created" | "expiresAt";
                sortOrder?: "asc" | "desc";
                state?: ("pending" | "active" | "expired" | "denied" | "revoked")[];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exceptions: {
                            /**
                             * Approvals
                             * @description Approvals given so far
                             */
                            approvals: number;
                            /**
                             * Approvals Required
                             * @description 2 for a whole group or past 90 days
                             */
                            approvalsRequired: number;
                            /**
                             * Requested
                             * Format: date-time
                             * @description When it was requested
                             */
                            created: string;
                            /**
                             * Data Type
                             * @description The element type it exempts; null: any
                             */
                            dataType: string | null;
                            /**
                             * Destination
                             * @description The destination it exempts (a domain covers its subdomains); null: any
                             */
                            destination: string | null;
                            /**
                             * Egress Channel
                             * @description The channel it exempts; null: any
                             */
                            egressChannel: string | null;
                            /**
                             * Expires
                             * Format: date-time
                             * @description It stops applying here, by itself
                             */
                            expiresAt: string;
                            /**
                             * ID
                             * @description Exception id (uuid)
                             */
                            id: string;
                            /** @description The incident it was requested from, if any */
                            incidentId: string | null;
                            /** @description The list whose entries it exempts (users, groups or destinations) */
                            listId: string | null;
                            /**
                             * List
                             * @description The name of that list; null: any
                             */
                            listName: string | null;
                            /** Reason */
                            reason: string;
                            /**
                             * Requested By
                             * @description User id of the requester
                             */
                            requestedBy: string;
                            /**
                             * Requester
                             * @description The requester's name
                             */
                            requestedByName: string;
                            /**
                             * Starts
                             * Format: date-time
                             * @description It applies from here
                             */
                            startsAt: string;
                            /**
                             * State
                             * @description pending, active, denied, revoked; expired is derived from expiresAt and the time of the read
                             * @enum {string}
                             */
                            state: "pending" | "active" | "expired" | "denied" | "revoked";
                            /**
                             * Group
                             * @description The directory group whose members it exempts; null: any
                             */
                            userGroup: string | null;
                            /**
                             * User
                             * @description The user it exempts; null: any
                             */
                            username: string | null;
                            /** @description Incremented on each change */
                            version: number;
                        }[];
                        /** @description Cursor of the next page; null on the last */
                        nextToken: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPolicyExceptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Days from its start until it expires; 30 when absent */
                    expiresInDays?: number;
                    /**
                     * Format: uuid
                     * @description The incident it is requested from; required of an analyst
                     */
                    incidentId?: string;
                    reason: string;
                    scope: {
                        /** @description An element type (display name or classification id) */
                        dataType?: string;
                        /** @description A destination: a domain (its subdomains too), an address or a URL */
                        destination?: string;
                        /** @description An egress channel, e.g. Email */
                        egressChannel?: string;
                        /**
                         * Format: uuid
                         * @description A list of users, groups or destinations
                         */
                        listId?: string;
                        /** @description A directory group: its members */
                        userGroup?: string;
                        /** @description A user (user name or e-mail, as the agents report it) */
                        username?: string;
                    };
                    /**
                     * Format: date-time
                     * @description When it starts applying; now when absent
                     */
                    startsAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvalList: {
                            /** Format: date-time */
                            approved: string;
                            approverId: string;
                            approverName: string;
                        }[];
                        /**
                         * Approvals
                         * @description Approvals given so far
                         */
                        approvals: number;
                        /**
                         * Approvals Required
                         * @description 2 for a whole group or past 90 days
                         */
                        approvalsRequired: number;
                        /**
                         * Requested
                         * Format: date-time
                         * @description When it was requested
                         */
                        created: string;
                        /**
                         * Data Type
                         * @description The element type it exempts; null: any
                         */
                        dataType: string | null;
                        /** @description When it was denied or revoked */
                        decided: string | null;
                        /** @description Who denied or revoked it */
                        decidedBy: string | null;
                        /**
                         * Destination
                         * @description The destination it exempts (a domain covers its subdomains); null: any
                         */
                        destination: string | null;
                        /**
                         * Egress Channel
                         * @description The channel it exempts; null: any
                         */
                        egressChannel: string | null;
                        /**
                         * Expires
                         * Format: date-time
                         * @description It stops applying here, by itself
                         */
                        expiresAt: string;
                        /**
                         * ID
                         * @description Exception id (uuid)
                         */
                        id: string;
                        /** @description The incident it was requested from, if any */
                        incidentId: string | null;
                        incidents: {
                            /** Format: date-time */
                            created: string;
                            id: string;
                            title: string;
                        }[];
                        /** @description The list whose entries it exempts (users, groups or destinations) */
                        listId: string | null;
                        /**
                         * List
                         * @description The name of that list; null: any
                         */
                        listName: string | null;
                        /** Reason */
                        reason: string;
                        /**
                         * Requested By
                         * @description User id of the requester
                         */
                        requestedBy: string;
                        /**
                         * Requester
                         * @description The requester's name
                         */
                        requestedByName: string;
                        /**
                         * Starts
                         * Format: date-time
                         * @description It applies from here
                         */
                        startsAt: string;
                        /**
                         * State
                         * @description pending, active, denied, revoked; expired is derived from expiresAt and the time of the read
                         * @enum {string}
                         */
                        state: "pending" | "active" | "expired" | "denied" | "revoked";
                        /**
                         * Group
                         * @description The directory group whose members it exempts; null: any
                         */
                        userGroup: string | null;
                        /**
                         * User
                         * @description The user it exempts; null: any
                         */
                        username: string | null;
                        /** @description Incremented on each change */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Client Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPolicyExceptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvalList: {
                            /** Format: date-time */
                            approved: string;
                            approverId: string;
                            approverName: string;
                        }[];
                        /**
                         * Approvals
                         * @description Approvals given so far
                         */
                        approvals: number;
                        /**
                         * Approvals Required
                         * @description 2 for a whole group or past 90 days
                         */
                        approvalsRequired: number;
                        /**
                         * Requested
                         * Format: date-time
                         * @description When it was requested
                         */
                        created: string;
                        /**
                         * Data Type
                         * @description The element type it exempts; null: any
                         */
                        dataType: string | null;
                        /** @description When it was denied or revoked */
                        decided: string | null;
                        /** @description Who denied or revoked it */
                        decidedBy: string | null;
                        /**
                         * Destination
                         * @description The destination it exempts (a domain covers its subdomains); null: any
                         */
                        destination: string | null;
                        /**
                         * Egress Channel
                         * @description The channel it exempts; null: any
                         */
                        egressChannel: string | null;
                        /**
                         * Expires
                         * Format: date-time
                         * @description It stops applying here, by itself
                         */
                        expiresAt: string;
                        /**
                         * ID
                         * @description Exception id (uuid)
                         */
                        id: string;
                        /** @description The incident it was requested from, if any */
                        incidentId: string | null;
                        incidents: {
                            /** Format: date-time */
                            created: string;
                            id: string;
                            title: string;
                        }[];
                        /** @description The list whose entries it exempts (users, groups or destinations) */
                        listId: string | null;
                        /**
                         * List
                         * @description The name of that list; null: any
                         */
                        listName: string | null;
                        /** Reason */
                        reason: string;
                        /**
                         * Requested By
                         * @description User id of the requester
                         */
                        requestedBy: string;
                        /**
                         * Requester
                         * @description The requester's name
                         */
                        requestedByName: string;
                        /**
                         * Starts
                         * Format: date-time
                         * @description It applies from here
                         */
                        startsAt: string;
                        /**
                         * State
                         * @description pending, active, denied, revoked; expired is derived from expiresAt and the time of the read
                         * @enum {string}
                         */
                        state: "pending" | "active" | "expired" | "denied" | "revoked";
                        /**
                         * Group
                         * @description The directory group whose members it exempts; null: any
                         */
                        userGroup: string | null;
                        /**
                         * User
                         * @description The user it exempts; null: any
                         */
                        username: string | null;
                        /** @description Incremented on each change */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPolicyExceptionsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvalList: {
                            /** Format: date-time */
                            approved: string;
                            approverId: string;
                            approverName: string;
                        }[];
                        /**
                         * Approvals
                         * @description Approvals given so far
                         */
                        approvals: number;
                        /**
                         * Approvals Required
                         * @description 2 for a whole group or past 90 days
                         */
                        approvalsRequired: number;
                        /**
                         * Requested
                         * Format: date-time
                         * @description When it was requested
                         */
                        created: string;
                        /**
                         * Data Type
                         * @description The element type it exempts; null: any
                         */
                        dataType: string | null;
                        /** @description When it was denied or revoked */
                        decided: string | null;
                        /** @description Who denied or revoked it */
                        decidedBy: string | null;
                        /**
                         * Destination
                         * @description The destination it exempts (a domain covers its subdomains); null: any
                         */
                        destination: string | null;
                        /**
                         * Egress Channel
                         * @description The channel it exempts; null: any
                         */
                        egressChannel: string | null;
                        /**
                         * Expires
                         * Format: date-time
                         * @description It stops applying here, by itself
                         */
                        expiresAt: string;
                        /**
                         * ID
                         * @description Exception id (uuid)
                         */
                        id: string;
                        /** @description The incident it was requested from, if any */
                        incidentId: string | null;
                        incidents: {
                            /** Format: date-time */
                            created: string;
                            id: string;
                            title: string;
                        }[];
                        /** @description The list whose entries it exempts (users, groups or destinations) */
                        listId: string | null;
                        /**
                         * List
                         * @description The name of that list; null: any
                         */
                        listName: string | null;
                        /** Reason */
                        reason: string;
                        /**
                         * Requested By
                         * @description User id of the requester
                         */
                        requestedBy: string;
                        /**
                         * Requester
                         * @description The requester's name
                         */
                        requestedByName: string;
                        /**
                         * Starts
                         * Format: date-time
                         * @description It applies from here
                         */
                        startsAt: string;
                        /**
                         * State
                         * @description pending, active, denied, revoked; expired is derived from expiresAt and the time of the read
                         * @enum {string}
                         */
                        state: "pending" | "active" | "expired" | "denied" | "revoked";
                        /**
                         * Group
                         * @description The directory group whose members it exempts; null: any
                         */
                        userGroup: string | null;
                        /**
                         * User
                         * @description The user it exempts; null: any
                         */
                        username: string | null;
                        /** @description Incremented on each change */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPolicyExceptionsByIdDeny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvalList: {
                            /** Format: date-time */
                            approved: string;
                            approverId: string;
                            approverName: string;
                        }[];
                        /**
                         * Approvals
                         * @description Approvals given so far
                         */
                        approvals: number;
                        /**
                         * Approvals Required
                         * @description 2 for a whole group or past 90 days
                         */
                        approvalsRequired: number;
                        /**
                         * Requested
                         * Format: date-time
                         * @description When it was requested
                         */
                        created: string;
                        /**
                         * Data Type
                         * @description The element type it exempts; null: any
                         */
                        dataType: string | null;
                        /** @description When it was denied or revoked */
                        decided: string | null;
                        /** @description Who denied or revoked it */
                        decidedBy: string | null;
                        /**
                         * Destination
                         * @description The destination it exempts (a domain covers its subdomains); null: any
                         */
                        destination: string | null;
                        /**
                         * Egress Channel
                         * @description The channel it exempts; null: any
                         */
                        egressChannel: string | null;
                        /**
                         * Expires
                         * Format: date-time
                         * @description It stops applying here, by itself
                         */
                        expiresAt: string;
                        /**
                         * ID
                         * @description Exception id (uuid)
                         */
                        id: string;
                        /** @description The incident it was requested from, if any */
                        incidentId: string | null;
                        incidents: {
                            /** Format: date-time */
                            created: string;
                            id: string;
                            title: string;
                        }[];
                        /** @description The list whose entries it exempts (users, groups or destinations) */
                        listId: string | null;
                        /**
                         * List
                         * @description The name of that list; null: any
                         */
                        listName: string | null;
                        /** Reason */
                        reason: string;
                        /**
                         * Requested By
                         * @description User id of the requester
                         */
                        requestedBy: string;
                        /**
                         * Requester
                         * @description The requester's name
                         */
                        requestedByName: string;
                        /**
                         * Starts
                         * Format: date-time
                         * @description It applies from here
                         */
                        startsAt: string;
                        /**
                         * State
                         * @description pending, active, denied, revoked; expired is derived from expiresAt and the time of the read
                         * @enum {string}
                         */
                        state: "pending" | "active" | "expired" | "denied" | "revoked";
                        /**
                         * Group
                         * @description The directory group whose members it exempts; null: any
                         */
                        userGroup: string | null;
                        /**
                         * User
                         * @description The user it exempts; null: any
                         */
                        username: string | null;
                        /** @description Incremented on each change */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postPolicyExceptionsByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvalList: {
                            /** Format: date-time */
                            approved: string;
                            approverId: string;
                            approverName: string;
                        }[];
                        /**
                         * Approvals
                         * @description Approvals given so far
                         */
                        approvals: number;
                        /**
                         * Approvals Required
                         * @description 2 for a whole group or past 90 days
                         */
                        approvalsRequired: number;
                        /**
                         * Requested
                         * Format: date-time
                         * @description When it was requested
                         */
                        created: string;
                        /**
                         * Data Type
                         * @description The element type it exempts; null: any
                         */
                        dataType: string | null;
                        /** @description When it was denied or revoked */
                        decided: string | null;
                        /** @description Who denied or revoked it */
                        decidedBy: string | null;
                        /**
                         * Destination
                         * @description The destination it exempts (a domain covers its subdomains); null: any
                         */
                        destination: string | null;
                        /**
                         * Egress Channel
                         * @description The channel it exempts; null: any
                         */
                        egressChannel: string | null;
                        /**
                         * Expires
                         * Format: date-time
                         * @description It stops applying here, by itself
                         */
                        expiresAt: string;
                        /**
                         * ID
                         * @description Exception id (uuid)
                         */
                        id: string;
                        /** @description The incident it was requested from, if any */
                        incidentId: string | null;
                        incidents: {
                            /** Format: date-time */
                            created: string;
                            id: string;
                            title: string;
                        }[];
                        /** @description The list whose entries it exempts (users, groups or destinations) */
                        listId: string | null;
                        /**
                         * List
                         * @description The name of that list; null: any
                         */
                        listName: string | null;
                        /** Reason */
                        reason: string;
                        /**
                         * Requested By
                         * @description User id of the requester
                         */
                        requestedBy: string;
                        /**
                         * Requester
                         * @description The requester's name
                         */
                        requestedByName: string;
                        /**
                         * Starts
                         * Format: date-time
                         * @description It applies from here
                         */
                        startsAt: string;
                        /**
                         * State
                         * @description pending, active, denied, revoked; expired is derived from expiresAt and the time of the read
                         * @enum {string}
                         */
                        state: "pending" | "active" | "expired" | "denied" | "revoked";
                        /**
                         * Group
                         * @description The directory group whose members it exempts; null: any
                         */
                        userGroup: string | null;
                        /**
                         * User
                         * @description The user it exempts; null: any
                         */
                        username: string | null;
                        /** @description Incremented on each change */
                        version: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPolicyExceptionsBacktest: {
        parameters: {
            query?: {
                /** @description Days back; 30 when absent */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exceptions: {
                            /** @description Events of the window recorded as exempted by it at ingest */
                            exempted: number;
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "active" | "expired" | "denied" | "revoked";
                            /** @description Events a policy decided in the window that it matches */
                            wouldExempt: number;
                        }[];
                        /** Format: date-time */
                        from: string;
                        /** Format: date-time */
                        to: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPolicyExceptionsCount: {
        parameters: {
            query?: {
                cutoff?: string;
                dataType?: string[];
                egressChannel?: string[];
                from?: string;
                requestedBy?: string[];
                search?: string;
                state?: ("pending" | "active" | "expired" | "denied" | "revoked")[];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when a count passed the cap and is an estimate */
                        approximate?: boolean;
                        totalExceptions: number;
                        totalFilteredExceptions: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPolicyExceptionsExport: {
        parameters: {
            query?: {
                cutoff?: string;
                dataType?: string[];
                egressChannel?: string[];
                from?: string;
                requestedBy?: string[];
                search?: string;
                sortColumn?: "created" | "expiresAt";
                sortOrder?: "asc" | "desc";
                state?: ("pending" | "active" | "expired" | "denied" | "revoked")[];
                /** @description IANA time zone of the times (ISO 8601 with its offset); UTC by default */
                timeZone?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getPolicyExceptionsOfIncidentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exception: {
                            approvalList: {
                                /** Format: date-time */
                                approved: string;
                                approverId: string;
                                approverName: string;
                            }[];
                            /**
                             * Approvals
                             * @description Approvals given so far
                             */
                            approvals: number;
                            /**
                             * Approvals Required
                             * @description 2 for a whole group or past 90 days
                             */
                            approvalsRequired: number;
                            /**
                             * Requested
                             * Format: date-time
                             * @description When it was requested
                             */
                            created: string;
                            /**
                             * Data Type
                             * @description The element type it exempts; null: any
                             */
                            dataType: string | null;
                            /** @description When it was denied or revoked */
                            decided: string | null;
                            /** @description Who denied or revoked it */
                            decidedBy: string | null;
                            /**
                             * Destination
                             * @description The destination it exempts (a domain covers its subdomains); null: any
                             */
                            destination: string | null;
                            /**
                             * Egress Channel
                             * @description The channel it exempts; null: any
                             */
                            egressChannel: string | null;
                            /**
                             * Expires
                             * Format: date-time
                             * @description It stops applying here, by itself
                             */
                            expiresAt: string;
                            /**
                             * ID
                             * @description Exception id (uuid)
                             */
                            id: string;
                            /** @description The incident it was requested from, if any */
                            incidentId: string | null;
                            incidents: {
                                /** Format: date-time */
                                created: string;
                                id: string;
                                title: string;
                            }[];
                            /** @description The list whose entries it exempts (users, groups or destinations) */
                            listId: string | null;
                            /**
                             * List
                             * @description The name of that list; null: any
                             */
                            listName: string | null;
                            /** Reason */
                            reason: string;
                            /**
                             * Requested By
                             * @description User id of the requester
                             */
                            requestedBy: string;
                            /**
                             * Requester
                             * @description The requester's name
                             */
                            requestedByName: string;
                            /**
                             * Starts
                             * Format: date-time
                             * @description It applies from here
                             */
                            startsAt: string;
                            /**
                             * State
                             * @description pending, active, denied, revoked; expired is derived from expiresAt and the time of the read
                             * @enum {string}
                             */
                            state: "pending" | "active" | "expired" | "denied" | "revoked";
                            /**
                             * Group
                             * @description The directory group whose members it exempts; null: any
                             */
                            userGroup: string | null;
                            /**
                             * User
                             * @description The user it exempts; null: any
                             */
                            username: string | null;
                            /** @description Incremented on each change */
                            version: number;
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    getReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        remotes: {
                            /** @description Every promotion and rollback, newest first */
                            history: {
                                /** @enum {string} */
                                action: "promote" | "rollback";
                                /** Format: date-time */
                                at: string;
                                /** @description Every tenant, named tenants, or a percentage of tenants (1-100) */
                                audience: {
                                    /** @enum {string} */
                                    kind: "all";
                                } | {
                                    /** @enum {string} */
                                    kind: "tenants";
                                    tenants: string[];
                                } | {
                                    /** @enum {string} */
                                    kind: "percent";
                                    percent: number;
                                };
                                by: string;
                                fromVersion: string | null;
                                id: string;
                                remote: string;
                                /** @description null: back to the static registry line (remotes.json) */
                                version: string | null;
                            }[];
                            /** @description What is live for whom, newest first */
                            live: {
                                /** @enum {string} */
                                action: "promote" | "rollback";
                                /** Format: date-time */
                                at: string;
                                /** @description Every tenant, named tenants, or a percentage of tenants (1-100) */
                                audience: {
                                    /** @enum {string} */
                                    kind: "all";
                                } | {
                                    /** @enum {string} */
                                    kind: "tenants";
                                    tenants: string[];
                                } | {
                                    /** @enum {string} */
                                    kind: "percent";
                                    percent: number;
                                };
                                by: string;
                                fromVersion: string | null;
                                id: string;
                                remote: string;
                                /** @description null: back to the static registry line (remotes.json) */
                                version: string | null;
                            }[];
                            /** @description The federation name */
                            name: string;
                            /** @description The package name */
                            remote: string;
                            title: string;
                            /** @description Newest first */
                            versions: {
                                builtAt: string;
                                builtBy: string;
                                commit: string;
                                dirty: boolean;
                                version: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getReleasesLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        remotes: {
                            contractVersion: number;
                            integrity: {
                                [key: string]: string;
                            };
                            manifest: string;
                            name: string;
                            version: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postReleasesPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every tenant, named tenants, or a percentage of tenants (1-100) */
                    audience: {
                        /** @enum {string} */
                        kind: "all";
                    } | {
                        /** @enum {string} */
                        kind: "tenants";
                        tenants: string[];
                    } | {
                        /** @enum {string} */
                        kind: "percent";
                        percent: number;
                    };
                    remote: string;
                    version: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "promote" | "rollback";
                        /** Format: date-time */
                        at: string;
                        /** @description Every tenant, named tenants, or a percentage of tenants (1-100) */
                        audience: {
                            /** @enum {string} */
                            kind: "all";
                        } | {
                            /** @enum {string} */
                            kind: "tenants";
                            tenants: string[];
                        } | {
                            /** @enum {string} */
                            kind: "percent";
                            percent: number;
                        };
                        by: string;
                        fromVersion: string | null;
                        id: string;
                        remote: string;
                        /** @description null: back to the static registry line (remotes.json) */
                        version: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Client Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postReleasesRollbacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    remote: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "promote" | "rollback";
                        /** Format: date-time */
                        at: string;
                        /** @description Every tenant, named tenants, or a percentage of tenants (1-100) */
                        audience: {
                            /** @enum {string} */
                            kind: "all";
                        } | {
                            /** @enum {string} */
                            kind: "tenants";
                            tenants: string[];
                        } | {
                            /** @enum {string} */
                            kind: "percent";
                            percent: number;
                        };
                        by: string;
                        fromVersion: string | null;
                        id: string;
                        remote: string;
                        /** @description null: back to the static registry line (remotes.json) */
                        version: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getReportDownloadsByReportId: {
        parameters: {
            query: {
                by: string;
                expires: string;
                signature: string;
                tenant: string;
            };
            header?: never;
            path: {
                reportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Client Error */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getReportSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportSources: {
                            columns: {
                                header: string;
                                key: string;
                            }[];
                            /** @enum {string} */
                            dataSource: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getReportTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportTemplates: {
                            /** @description CSV columns; empty for all */
                            columns: string[];
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            /** @enum {string} */
                            dataSource: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                            /** @enum {string} */
                            deliveryNotification: "email";
                            description: string;
                            /** @enum {string} */
                            exportFormat: "csv";
                            /** @description Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax) */
                            filters: {
                                [key: string]: string[] | number | boolean | string;
                            };
                            /** @description Template id (uuid) */
                            id: string;
                            lastRun: string | null;
                            name: string;
                            /** @description Next slot of the schedule; null while paused */
                            nextRun: string | null;
                            paused: boolean;
                            recipients: string[];
                            repeatEveryCount: number;
                            /** @enum {string} */
                            repeatEveryPeriod: "day" | "week" | "month" | "quarter";
                            /** @description Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days */
                            repeatOn: string[];
                            scheduleCron: string;
                            /** @description HH:MM in the time zone */
                            time: string;
                            /** @description The report covers the days before its run */
                            timeWindowDays: number;
                            /** @description IANA time zone the schedule runs in */
                            timezone: string;
                            /** Format: date-time */
                            updated: string;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postReportTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description CSV columns; empty for all */
                    columns?: string[];
                    /** @enum {string} */
                    dataSource: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                    /** @enum {string} */
                    deliveryNotification: "email";
                    description?: string;
                    /** @enum {string} */
                    exportFormat: "csv";
                    /** @description Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax) */
                    filters?: {
                        [key: string]: string[] | number | boolean | string;
                    };
                    name: string;
                    recipients: string[];
                    repeatEveryCount: number;
                    /** @enum {string} */
                    repeatEveryPeriod: "day" | "week" | "month" | "quarter";
                    /** @description Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days */
                    repeatOn: string[];
                    /** @description HH:MM in the time zone */
                    time: string;
                    /** @description The report covers the days before its run */
                    timeWindowDays?: number;
                    /** @description IANA time zone the schedule runs in */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportTemplateDetails: {
                            /** @description CSV columns; empty for all */
                            columns: string[];
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            /** @enum {string} */
                            dataSource: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                            /** @enum {string} */
                            deliveryNotification: "email";
                            description: string;
                            /** @enum {string} */
                            exportFormat: "csv";
                            /** @description Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax) */
                            filters: {
                                [key: string]: string[] | number | boolean | string;
                            };
                            /** @description Template id (uuid) */
                            id: string;
                            lastRun: string | null;
                            name: string;
                            /** @description Next slot of the schedule; null while paused */
                            nextRun: string | null;
                            paused: boolean;
                            recipients: string[];
                            repeatEveryCount: number;
                            /** @enum {string} */
                            repeatEveryPeriod: "day" | "week" | "month" | "quarter";
                            /** @description Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days */
                            repeatOn: string[];
                            scheduleCron: string;
                            /** @description HH:MM in the time zone */
                            time: string;
                            /** @description The report covers the days before its run */
                            timeWindowDays: number;
                            /** @description IANA time zone the schedule runs in */
                            timezone: string;
                            /** Format: date-time */
                            updated: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getReportTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportTemplateDetails: {
                            /** @description CSV columns; empty for all */
                            columns: string[];
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            /** @enum {string} */
                            dataSource: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                            /** @enum {string} */
                            deliveryNotification: "email";
                            description: string;
                            /** @enum {string} */
                            exportFormat: "csv";
                            /** @description Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax) */
                            filters: {
                                [key: string]: string[] | number | boolean | string;
                            };
                            /** @description Template id (uuid) */
                            id: string;
                            lastRun: string | null;
                            name: string;
                            /** @description Next slot of the schedule; null while paused */
                            nextRun: string | null;
                            paused: boolean;
                            recipients: string[];
                            repeatEveryCount: number;
                            /** @enum {string} */
                            repeatEveryPeriod: "day" | "week" | "month" | "quarter";
                            /** @description Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days */
                            repeatOn: string[];
                            scheduleCron: string;
                            /** @description HH:MM in the time zone */
                            time: string;
                            /** @description The report covers the days before its run */
                            timeWindowDays: number;
                            /** @description IANA time zone the schedule runs in */
                            timezone: string;
                            /** Format: date-time */
                            updated: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postReportTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportTemplateDetails: {
                            /** @description CSV columns; empty for all */
                            columns: string[];
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            /** @enum {string} */
                            dataSource: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                            /** @enum {string} */
                            deliveryNotification: "email";
                            description: string;
                            /** @enum {string} */
                            exportFormat: "csv";
                            /** @description Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax) */
                            filters: {
                                [key: string]: string[] | number | boolean | string;
                            };
                            /** @description Template id (uuid) */
                            id: string;
                            lastRun: string | null;
                            name: string;
                            /** @description Next slot of the schedule; null while paused */
                            nextRun: string | null;
                            paused: boolean;
                            recipients: string[];
                            repeatEveryCount: number;
                            /** @enum {string} */
                            repeatEveryPeriod: "day" | "week" | "month" | "quarter";
                            /** @description Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days */
                            repeatOn: string[];
                            scheduleCron: string;
                            /** @description HH:MM in the time zone */
                            time: string;
                            /** @description The report covers the days before its run */
                            timeWindowDays: number;
                            /** @description IANA time zone the schedule runs in */
                            timezone: string;
                            /** Format: date-time */
                            updated: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteReportTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchReportTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description CSV columns; empty for all */
                    columns?: string[];
                    /** @enum {string} */
                    dataSource?: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                    /** @enum {string} */
                    deliveryNotification: "email";
                    description?: string;
                    /** @enum {string} */
                    exportFormat: "csv";
                    /** @description Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax) */
                    filters?: {
                        [key: string]: string[] | number | boolean | string;
                    };
                    name?: string;
                    recipients?: string[];
                    repeatEveryCount?: number;
                    /** @enum {string} */
                    repeatEveryPeriod?: "day" | "week" | "month" | "quarter";
                    /** @description Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days */
                    repeatOn?: string[];
                    /** @description HH:MM in the time zone */
                    time?: string;
                    /** @description The report covers the days before its run */
                    timeWindowDays?: number;
                    /** @description IANA time zone the schedule runs in */
                    timezone?: string;
                    /** @description Optimistic-concurrency version (or If-Match) */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportTemplateDetails: {
                            /** @description CSV columns; empty for all */
                            columns: string[];
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            /** @enum {string} */
                            dataSource: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                            /** @enum {string} */
                            deliveryNotification: "email";
                            description: string;
                            /** @enum {string} */
                            exportFormat: "csv";
                            /** @description Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax) */
                            filters: {
                                [key: string]: string[] | number | boolean | string;
                            };
                            /** @description Template id (uuid) */
                            id: string;
                            lastRun: string | null;
                            name: string;
                            /** @description Next slot of the schedule; null while paused */
                            nextRun: string | null;
                            paused: boolean;
                            recipients: string[];
                            repeatEveryCount: number;
                            /** @enum {string} */
                            repeatEveryPeriod: "day" | "week" | "month" | "quarter";
                            /** @description Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days */
                            repeatOn: string[];
                            scheduleCron: string;
                            /** @description HH:MM in the time zone */
                            time: string;
                            /** @description The report covers the days before its run */
                            timeWindowDays: number;
                            /** @description IANA time zone the schedule runs in */
                            timezone: string;
                            /** Format: date-time */
                            updated: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getReportTemplatesByIdReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            /** @description Its file can be downloaded (ready and within retention) */
                            available: boolean;
                            /** Format: date-time */
                            created: string;
                            /** @description Why it failed */
                            error: string | null;
                            fileName: string;
                            finished: string | null;
                            id: string;
                            rowCount: number;
                            sizeBytes: number;
                            /**
                             * Format: date-time
                             * @description The schedule slot it is for, or when Run now was asked
                             */
                            slot: string;
                            started: string | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "ready" | "failed";
                            templateId: string;
                            /** @enum {string} */
                            trigger: "schedule" | "manual";
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postReportTemplatesByIdReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Its file can be downloaded (ready and within retention) */
                        available: boolean;
                        /** Format: date-time */
                        created: string;
                        /** @description Why it failed */
                        error: string | null;
                        fileName: string;
                        finished: string | null;
                        id: string;
                        rowCount: number;
                        sizeBytes: number;
                        /**
                         * Format: date-time
                         * @description The schedule slot it is for, or when Run now was asked
                         */
                        slot: string;
                        started: string | null;
                        /** @enum {string} */
                        status: "queued" | "running" | "ready" | "failed";
                        templateId: string;
                        /** @enum {string} */
                        trigger: "schedule" | "manual";
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getReportTemplatesByIdReportsByReportId: {
        parameters: {
            query: {
                format: "csv";
            };
            header?: never;
            path: {
                id: string;
                reportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expiresAt: string;
                        url: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchReportTemplatesByIdStatus: {
        parameters: {
            query: {
                /** @description true pauses, false resumes */
                pause: boolean;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportTemplateDetails: {
                            /** @description CSV columns; empty for all */
                            columns: string[];
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            /** @enum {string} */
                            dataSource: "egress_events" | "incidents" | "audit_logs" | "devices" | "incident_sla";
                            /** @enum {string} */
                            deliveryNotification: "email";
                            description: string;
                            /** @enum {string} */
                            exportFormat: "csv";
                            /** @description Filters in the source grid's query model (repeatable values as arrays, ranges as keyMin/keyMax) */
                            filters: {
                                [key: string]: string[] | number | boolean | string;
                            };
                            /** @description Template id (uuid) */
                            id: string;
                            lastRun: string | null;
                            name: string;
                            /** @description Next slot of the schedule; null while paused */
                            nextRun: string | null;
                            paused: boolean;
                            recipients: string[];
                            repeatEveryCount: number;
                            /** @enum {string} */
                            repeatEveryPeriod: "day" | "week" | "month" | "quarter";
                            /** @description Week days Su-Sa, month days 1st and 15th, or First Day of a quarter; empty for days */
                            repeatOn: string[];
                            scheduleCron: string;
                            /** @description HH:MM in the time zone */
                            time: string;
                            /** @description The report covers the days before its run */
                            timeWindowDays: number;
                            /** @description IANA time zone the schedule runs in */
                            timezone: string;
                            /** Format: date-time */
                            updated: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Days an egress event is kept after its time; then it is deleted */
                        eventsDays: number;
                        /** @description Days evidence is kept after it was stored; then it is refused and deleted */
                        evidenceDays: number;
                        /** @description Days a resolved or dismissed incident is kept after its last change; then it is deleted */
                        incidentsDays: number;
                        /** @description When the expiry pass of the API process that answered runs next; null when none is scheduled */
                        nextPass: string | null;
                        /** @description When they were last changed; null while the defaults apply */
                        updated: string | null;
                        /** @description Who changed them last (name, else email) */
                        updatedBy: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    putRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Days an egress event is kept after its time; then it is deleted */
                    eventsDays: number;
                    /** @description Days evidence is kept after it was stored; then it is refused and deleted */
                    evidenceDays: number;
                    /** @description Days a resolved or dismissed incident is kept after its last change; then it is deleted */
                    incidentsDays: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Days an egress event is kept after its time; then it is deleted */
                        eventsDays: number;
                        /** @description Days evidence is kept after it was stored; then it is refused and deleted */
                        evidenceDays: number;
                        /** @description Days a resolved or dismissed incident is kept after its last change; then it is deleted */
                        incidentsDays: number;
                        /** @description When the expiry pass of the API process that answered runs next; null when none is scheduled */
                        nextPass: string | null;
                        /** @description When they were last changed; null while the defaults apply */
                        updated: string | null;
                        /** @description Who changed them last (name, else email) */
                        updatedBy: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roles: {
                            description: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getScimTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            id: string;
                            lastUsed: string | null;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postScimTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The bearer token for the identity provider; shown once */
                        secret: string;
                        token: {
                            /** Format: date-time */
                            created: string;
                            createdBy: string;
                            id: string;
                            lastUsed: string | null;
                            name: string;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteScimTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSlaTargets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        high: {
                            /** @description Minutes after it was raised by which an incident must be acknowledged */
                            acknowledgeMinutes: number;
                            /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                            resolveMinutes: number;
                        };
                        low: {
                            /** @description Minutes after it was raised by which an incident must be acknowledged */
                            acknowledgeMinutes: number;
                            /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                            resolveMinutes: number;
                        };
                        medium: {
                            /** @description Minutes after it was raised by which an incident must be acknowledged */
                            acknowledgeMinutes: number;
                            /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                            resolveMinutes: number;
                        };
                        /** @description When they were last changed; null while the defaults apply */
                        updated: string | null;
                        /** @description Who changed them last (name, else email) */
                        updatedBy: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    putSlaTargets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    high: {
                        /** @description Minutes after it was raised by which an incident must be acknowledged */
                        acknowledgeMinutes: number;
                        /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                        resolveMinutes: number;
                    };
                    low: {
                        /** @description Minutes after it was raised by which an incident must be acknowledged */
                        acknowledgeMinutes: number;
                        /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                        resolveMinutes: number;
                    };
                    medium: {
                        /** @description Minutes after it was raised by which an incident must be acknowledged */
                        acknowledgeMinutes: number;
                        /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                        resolveMinutes: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        high: {
                            /** @description Minutes after it was raised by which an incident must be acknowledged */
                            acknowledgeMinutes: number;
                            /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                            resolveMinutes: number;
                        };
                        low: {
                            /** @description Minutes after it was raised by which an incident must be acknowledged */
                            acknowledgeMinutes: number;
                            /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                            resolveMinutes: number;
                        };
                        medium: {
                            /** @description Minutes after it was raised by which an incident must be acknowledged */
                            acknowledgeMinutes: number;
                            /** @description Minutes after it was raised by which an incident must be resolved or dismissed */
                            resolveMinutes: number;
                        };
                        /** @description When they were last changed; null while the defaults apply */
                        updated: string | null;
                        /** @description Who changed them last (name, else email) */
                        updatedBy: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getTenantHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        at: string;
                        tenants: {
                            devicesOffline: number;
                            devicesOnline: number;
                            events7d: number;
                            events24h: number;
                            flag: string | null;
                            id: string;
                            lastEventAt: string | null;
                            name: string;
                            openIncidents: {
                                high: number;
                                low: number;
                                medium: number;
                            };
                            pastSla: number;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getTenantScope: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A platform admin holds every tenant */
                        platformAdmin: boolean;
                        /** @description The tenants the caller's cross-tenant pages show, by name (empty: none) */
                        tenants: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenants: {
                            /** @description Tenant id (the Tenant-Id header value) */
                            id: string;
                            /** @description Display name */
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                nextToken?: string;
                pageSize?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Members matching the search */
                        filtered: number;
                        nextToken: string | null;
                        /** @description The tenant's members */
                        total: number;
                        users: {
                            /**
                             * Format: date-time
                             * @description When the user joined the tenant
                             */
                            created: string;
                            email: string;
                            name: string;
                            /** @description Provisioned by the tenant's SCIM directory */
                            provisioned: boolean;
                            roleNames: string[];
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            userId: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name?: string;
                    /** @description Role names of the tenant (GET /roles); the user's roles become exactly these */
                    roleNames: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Local identity provider only: a one-time first password for a user who had none, shown once; null when the user already signs in or Descope sent its own invitation */
                        firstPassword: string | null;
                        user: {
                            /**
                             * Format: date-time
                             * @description When the user joined the tenant
                             */
                            created: string;
                            email: string;
                            name: string;
                            /** @description Provisioned by the tenant's SCIM directory */
                            provisioned: boolean;
                            roleNames: string[];
                            /** @enum {string} */
                            status: "enabled" | "disabled";
                            userId: string;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Server Error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    deleteUsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Server Error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    patchUsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Role names of the tenant (GET /roles); the user's roles become exactly these */
                    roleNames?: string[];
                    /** @enum {string} */
                    status?: "enabled" | "disabled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description When the user joined the tenant
                         */
                        created: string;
                        email: string;
                        name: string;
                        /** @description Provisioned by the tenant's SCIM directory */
                        provisioned: boolean;
                        roleNames: string[];
                        /** @enum {string} */
                        status: "enabled" | "disabled";
                        userId: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description Server Error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getV1AuthLocalSso: {
        parameters: {
            query: {
                state: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in form */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The sign-in is unknown or has expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    postV1AuthLocalSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginId: string;
                    password: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description Signed in: redirected to the console with a one-time code */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The form again, naming what is missing; or the sign-in is unknown or has expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form again: wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form again: this account cannot sign in to this tenant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The form again: too many failed attempts (Retry-After says how long to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    postV1AuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    postV1AuthLogoutall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getV1AuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customAttributes?: {
                            [key: string]: unknown;
                        };
                        email: string;
                        externalIds?: string[];
                        loginIds: string[];
                        name: string;
                        OAuth?: {
                            [key: string]: boolean;
                        };
                        password?: boolean;
                        phone?: string;
                        picture?: string;
                        roleNames?: string[];
                        SAML?: boolean;
                        SCIM?: boolean;
                        status?: string;
                        test?: boolean;
                        TOTP?: boolean;
                        userId: string;
                        userTenants: {
                            permissions: string[];
                            roleNames: string[];
                            tenantId: string;
                            tenantName: string;
                        }[];
                        verifiedEmail?: boolean;
                        verifiedPhone?: boolean;
                    };
                };
            };
        };
    };
    getV1AuthMeTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenants: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    postV1AuthMeTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dct?: boolean;
                    ids?: string[];
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenants: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    postV1AuthPasswordSignin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginId: string;
                    loginOptions?: {
                        [key: string]: unknown;
                    };
                    password: string;
                    providerId?: string;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claims: {
                            [key: string]: unknown;
                        };
                        cookieDomain?: string;
                        cookieExpiration: number;
                        cookieMaxAge?: number;
                        cookiePath?: string;
                        firstSeen?: boolean;
                        refreshJwt: string;
                        sessionExpiration: number;
                        sessionJwt: string;
                        user: {
                            customAttributes?: {
                                [key: string]: unknown;
                            };
                            email: string;
                            externalIds?: string[];
                            loginIds: string[];
                            name: string;
                            OAuth?: {
                                [key: string]: boolean;
                            };
                            password?: boolean;
                            phone?: string;
                            picture?: string;
                            roleNames?: string[];
                            SAML?: boolean;
                            SCIM?: boolean;
                            status?: string;
                            test?: boolean;
                            TOTP?: boolean;
                            userId: string;
                            userTenants: {
                                permissions: string[];
                                roleNames: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                            verifiedEmail?: boolean;
                            verifiedPhone?: boolean;
                        };
                    };
                };
            };
        };
    };
    postV1AuthRefresh: {
        parameters: {
            query?: {
                dcr?: string;
                dcs?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    externalToken?: string;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claims: {
                            [key: string]: unknown;
                        };
                        cookieDomain?: string;
                        cookieExpiration: number;
                        cookieMaxAge?: number;
                        cookiePath?: string;
                        firstSeen?: boolean;
                        refreshJwt: string;
                        sessionExpiration: number;
                        sessionJwt: string;
                        user: {
                            customAttributes?: {
                                [key: string]: unknown;
                            };
                            email: string;
                            externalIds?: string[];
                            loginIds: string[];
                            name: string;
                            OAuth?: {
                                [key: string]: boolean;
                            };
                            password?: boolean;
                            phone?: string;
                            picture?: string;
                            roleNames?: string[];
                            SAML?: boolean;
                            SCIM?: boolean;
                            status?: string;
                            test?: boolean;
                            TOTP?: boolean;
                            userId: string;
                            userTenants: {
                                permissions: string[];
                                roleNames: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                            verifiedEmail?: boolean;
                            verifiedPhone?: boolean;
                        };
                    };
                };
            };
        };
    };
    postV1AuthSamlAuthorize: {
        parameters: {
            query: {
                forceAuthn?: string;
                initiatedEmail?: string;
                loginHint?: string;
                redirectUrl?: string;
                redirectURL?: string;
                ssoId?: string;
                tenant: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
        };
    };
    postV1AuthSamlExchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claims: {
                            [key: string]: unknown;
                        };
                        cookieDomain?: string;
                        cookieExpiration: number;
                        cookieMaxAge?: number;
                        cookiePath?: string;
                        firstSeen?: boolean;
                        refreshJwt: string;
                        sessionExpiration: number;
                        sessionJwt: string;
                        user: {
                            customAttributes?: {
                                [key: string]: unknown;
                            };
                            email: string;
                            externalIds?: string[];
                            loginIds: string[];
                            name: string;
                            OAuth?: {
                                [key: string]: boolean;
                            };
                            password?: boolean;
                            phone?: string;
                            picture?: string;
                            roleNames?: string[];
                            SAML?: boolean;
                            SCIM?: boolean;
                            status?: string;
                            test?: boolean;
                            TOTP?: boolean;
                            userId: string;
                            userTenants: {
                                permissions: string[];
                                roleNames: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                            verifiedEmail?: boolean;
                            verifiedPhone?: boolean;
                        };
                    };
                };
            };
        };
    };
    postV1AuthSsoAuthorize: {
        parameters: {
            query: {
                forceAuthn?: string;
                initiatedEmail?: string;
                loginHint?: string;
                redirectUrl?: string;
                redirectURL?: string;
                ssoId?: string;
                tenant: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
        };
    };
    postV1AuthSsoExchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claims: {
                            [key: string]: unknown;
                        };
                        cookieDomain?: string;
                        cookieExpiration: number;
                        cookieMaxAge?: number;
                        cookiePath?: string;
                        firstSeen?: boolean;
                        refreshJwt: string;
                        sessionExpiration: number;
                        sessionJwt: string;
                        user: {
                            customAttributes?: {
                                [key: string]: unknown;
                            };
                            email: string;
                            externalIds?: string[];
                            loginIds: string[];
                            name: string;
                            OAuth?: {
                                [key: string]: boolean;
                            };
                            password?: boolean;
                            phone?: string;
                            picture?: string;
                            roleNames?: string[];
                            SAML?: boolean;
                            SCIM?: boolean;
                            status?: string;
                            test?: boolean;
                            TOTP?: boolean;
                            userId: string;
                            userTenants: {
                                permissions: string[];
                                roleNames: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                            verifiedEmail?: boolean;
                            verifiedPhone?: boolean;
                        };
                    };
                };
            };
        };
    };
    postV1AuthTenantSelect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenant: string;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claims: {
                            [key: string]: unknown;
                        };
                        cookieDomain?: string;
                        cookieExpiration: number;
                        cookieMaxAge?: number;
                        cookiePath?: string;
                        firstSeen?: boolean;
                        refreshJwt: string;
                        sessionExpiration: number;
                        sessionJwt: string;
                        user: {
                            customAttributes?: {
                                [key: string]: unknown;
                            };
                            email: string;
                            externalIds?: string[];
                            loginIds: string[];
                            name: string;
                            OAuth?: {
                                [key: string]: boolean;
                            };
                            password?: boolean;
                            phone?: string;
                            picture?: string;
                            roleNames?: string[];
                            SAML?: boolean;
                            SCIM?: boolean;
                            status?: string;
                            test?: boolean;
                            TOTP?: boolean;
                            userId: string;
                            userTenants: {
                                permissions: string[];
                                roleNames: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                            verifiedEmail?: boolean;
                            verifiedPhone?: boolean;
                        };
                    };
                };
            };
        };
    };
    postV1AuthTryRefresh: {
        parameters: {
            query?: {
                dcr?: string;
                dcs?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    externalToken?: string;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claims: {
                            [key: string]: unknown;
                        };
                        cookieDomain?: string;
                        cookieExpiration: number;
                        cookieMaxAge?: number;
                        cookiePath?: string;
                        firstSeen?: boolean;
                        refreshJwt: string;
                        sessionExpiration: number;
                        sessionJwt: string;
                        user: {
                            customAttributes?: {
                                [key: string]: unknown;
                            };
                            email: string;
                            externalIds?: string[];
                            loginIds: string[];
                            name: string;
                            OAuth?: {
                                [key: string]: boolean;
                            };
                            password?: boolean;
                            phone?: string;
                            picture?: string;
                            roleNames?: string[];
                            SAML?: boolean;
                            SCIM?: boolean;
                            status?: string;
                            test?: boolean;
                            TOTP?: boolean;
                            userId: string;
                            userTenants: {
                                permissions: string[];
                                roleNames: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                            verifiedEmail?: boolean;
                            verifiedPhone?: boolean;
                        };
                    } | Record<string, never>;
                };
            };
        };
    };
    postV1AuthWebauthnSigninFinish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: string;
                    transactionId: string;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        claims: {
                            [key: string]: unknown;
                        };
                        cookieDomain?: string;
                        cookieExpiration: number;
                        cookieMaxAge?: number;
                        cookiePath?: string;
                        firstSeen?: boolean;
                        refreshJwt: string;
                        sessionExpiration: number;
                        sessionJwt: string;
                        user: {
                            customAttributes?: {
                                [key: string]: unknown;
                            };
                            email: string;
                            externalIds?: string[];
                            loginIds: string[];
                            name: string;
                            OAuth?: {
                                [key: string]: boolean;
                            };
                            password?: boolean;
                            phone?: string;
                            picture?: string;
                            roleNames?: string[];
                            SAML?: boolean;
                            SCIM?: boolean;
                            status?: string;
                            test?: boolean;
                            TOTP?: boolean;
                            userId: string;
                            userTenants: {
                                permissions: string[];
                                roleNames: string[];
                                tenantId: string;
                                tenantName: string;
                            }[];
                            verifiedEmail?: boolean;
                            verifiedPhone?: boolean;
                        };
                    };
                };
            };
        };
    };
    postV1AuthWebauthnSigninStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginId: string;
                    loginOptions?: {
                        [key: string]: unknown;
                    };
                    mfa?: boolean;
                    origin: string;
                    passkeyOptions?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        create: boolean;
                        options: string;
                        transactionId: string;
                    };
                };
            };
        };
    };
    postV1AuthWebauthnSignupInStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
        };
    };
    postV1AuthWebauthnSignupStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
        };
    };
    postV1AuthWebauthnUpdateFinish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: string;
                    transactionId: string;
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    postV1AuthWebauthnUpdateStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loginId: string;
                    loginOptions?: {
                        [key: string]: unknown;
                    };
                    mfa?: boolean;
                    origin: string;
                    passkeyOptions?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        create: boolean;
                        options: string;
                        transactionId: string;
                    };
                };
            };
        };
    };
    getV2KeysByProjectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Descope's error body */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Descope's error body */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errorCode: string;
                        errorDescription: string;
                        errorMessage: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            [key: string]: string;
                        }[];
                    };
                };
            };
        };
    };
}
