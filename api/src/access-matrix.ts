import { emptyPolicyDefinition } from 'shared-contracts';
import { ACME_REVOCABLE_DEVICE, ACME_REVOCABLE_TOKEN } from './modules/agents/agent-canaries';
import { eventOf } from './testing/agent-test-kit';
import { ACME_PROBE_DEVICE } from './modules/devices/device-canaries';
import { ACME_PROBE_EVENT } from './modules/egress-events/egress-event-canaries';
import { ACME_PROBE_EXCEPTION } from './modules/exceptions/exception-canaries';
import { ACME_PROBE_INCIDENT } from './modules/incidents/incident-canaries';
import { ACME_PROBE_LISTS } from './modules/lists/list-canaries';
import { ACME_PROBE_POLICIES } from './modules/policies/policy-canaries';
import { ACME_PROBE_REPORTS } from './modules/reports/report-canaries';
import { ACME_PROBE_SCIM_TOKEN, ACME_PROBE_USERS } from './modules/users/user-canaries';
import type { AccessRule } from './plugins/access';

/** A request that exercises a route as a user of the active tenant (Acme in the tests). */
export interface MatrixProbe {
  url: string;
  payload?: Record<string, unknown>;
}

export interface MatrixEntry {
  access: AccessRule;
  /** The route also reads over All tenants (`config.allTenants`: `Tenant-Id: *`, the caller's scope). */
  allTenants?: true;
  /** How the isolation test calls it; omitted for routes other suites cover (identity provider, docs assets). */
  probes?: MatrixProbe[];
}

const CANARY_SEARCH = 'canary-7f3a9c';
/** The event the agents' ingest probe reports: the agents tests' sample event, its id and time fixed. */
const PROBE_EVENT = eventOf({
  id: 'acac0000-0000-4000-8000-0000000000f1',
  occurredAt: '2026-11-01T10:00:00.000Z',
  username: 'probe.user',
  source: 'probe-source',
  destination: 'probe.example',
  destinationType: 'Cloud storage',
  dataVolume: 10,
  totalHitCount: 1,
});
/** The name of the user the isolation test seeds only into other tenants (testing/canaries). */
const CANARY_USER_NAME = 'CANARY-7f3a9c-not-for-acme user';
const INCIDENT = `/incidents/${ACME_PROBE_INCIDENT.id}`;
const CREATED = `created=${ACME_PROBE_INCIDENT.created}`;
const REPORT_TEMPLATE = `/report-templates/${ACME_PROBE_REPORTS.edited}`;
const REPORT_WRITE = {
  name: 'Probe weekly incidents',
  dataSource: 'incidents',
  filters: { severity: ['high'] },
  recipients: ['probe@acme.example'],
  repeatEveryPeriod: 'week',
  repeatEveryCount: 1,
  repeatOn: ['Mo'],
  time: '08:00',
  deliveryNotification: 'email',
  exportFormat: 'csv',
};
const POLICY = `/policies/${ACME_PROBE_POLICIES.edited}`;
const EVIDENCE_EVENT = `eventId=${ACME_PROBE_EVENT.id}`;
const EVIDENCE_UPLOAD = {
  eventId: ACME_PROBE_EVENT.id,
  fileName: 'probe-evidence.txt',
  contentType: 'text/plain',
  content: Buffer.from('probe evidence\n').toString('base64'),
};
/** A range around the canary events (2026-01-03), with partial days and quarter hours at both ends. */
const DASHBOARD_RANGE = 'rangeStart=2025-07-01T00:07:00.000Z&rangeEnd=2026-06-01T10:31:00.000Z&timezone=Europe/Berlin';
/** The policy the policy-writing probes send: the builder's empty definition, narrowed to source code to probe.example. */
const PROBE_DEFINITION = emptyPolicyDefinition();
const POLICY_WRITE = {
  name: 'Probe written policy',
  verdict: 'BLOCK',
  definition: {
    ...PROBE_DEFINITION,
    conditions: {
      ...PROBE_DEFINITION.conditions,
      elementTypes: [{ id: 'source-code', minCount: 1 }],
      destinations: { values: ['probe.example'], listIds: [] },
    },
  },
};
const OPTION_PROBES = [{ url: `?search=${CANARY_SEARCH}` }, { url: '' }];
const optionRoute = (name: string, over: Pick<MatrixEntry, 'allTenants'> = {}): MatrixEntry => ({
  access: 'tenant',
  ...over,
  probes: OPTION_PROBES.map((probe) => ({ url: `/filters/${name}${probe.url}` })),
});
/** The option routes of the incident grid's filters, which read over All tenants too. */
const scopeOptionRoute = (name: string): MatrixEntry => optionRoute(name, { allTenants: true });

/**
 * Every route of the API and its access rule. The access-matrix test fails for a registered route missing here,
 * or whose declared rule differs; tenant routes are probed for other tenants' data.
 */
export const ACCESS_MATRIX: Readonly<Record<string, MatrixEntry>> = {
  'GET /health': { access: 'public' },
  'GET /ready': { access: 'public' },
  'OPTIONS *': { access: 'public' },
  'GET /tenants': { access: 'platform-admin', probes: [{ url: '/tenants' }] },
  'GET /platform/tenants': { access: 'platform-admin' },
  'POST /platform/tenants': { access: 'platform-admin' },
  'POST /platform/tenants/:tenantId/suspend': { access: 'platform-admin' },
  'POST /platform/tenants/:tenantId/resume': { access: 'platform-admin' },
  'POST /platform/tenants/:tenantId/deletion': { access: 'platform-admin' },
  // Policy templates: platform admins and Tenant Group Admins, over their scope (a Tenant Group Admin of Globex and
  // Initech reads, pushes to and previews nothing of Acme, nor sees another group's template: policy-templates'
  // routes.test.ts). Probed here: Acme's analyst, Tenant Group Admin of "Acme only", sees nothing of Globex or Initech.
  'GET /platform/policy-templates': { access: 'scope', probes: [{ url: '/platform/policy-templates' }] },
  'POST /platform/policy-templates': { access: 'scope' },
  'GET /platform/policy-templates/:templateId': { access: 'scope' },
  'POST /platform/policy-templates/:templateId/versions': { access: 'scope' },
  'GET /platform/policy-templates/:templateId/status': { access: 'scope' },
  'POST /platform/policy-templates/:templateId/preview': { access: 'scope' },
  'POST /platform/policy-templates/:templateId/push': { access: 'scope' },
  'GET /tenant-health': { access: 'scope', probes: [{ url: '/tenant-health' }] },
  'GET /tenant-scope': { access: 'authenticated', probes: [{ url: '/tenant-scope' }] },
  // Platform admins' writes of tenant groups: tenant-groups/routes.test.ts covers them (403 for anyone else).
  'GET /platform/tenant-groups': { access: 'platform-admin', probes: [{ url: '/platform/tenant-groups' }] },
  'POST /platform/tenant-groups': { access: 'platform-admin' },
  'PUT /platform/tenant-groups/:groupId': { access: 'platform-admin' },
  'DELETE /platform/tenant-groups/:groupId': { access: 'platform-admin' },
  'POST /platform/tenant-groups/:groupId/admins': { access: 'platform-admin' },
  'DELETE /platform/tenant-groups/:groupId/admins/:userId': { access: 'platform-admin' },
  'GET /releases': { access: 'platform-admin' },
  'POST /releases/promotions': { access: 'platform-admin' },
  'POST /releases/rollbacks': { access: 'platform-admin' },
  'GET /releases/lines': { access: 'tenant', probes: [{ url: '/releases/lines' }] },
  'GET /assignees': { access: 'tenant', allTenants: true, probes: [{ url: '/assignees' }] },
  'GET /audit-logs': {
    access: 'tenant',
    probes: [
      { url: '/audit-logs?pageSize=1000' },
      { url: `/audit-logs?search=${CANARY_SEARCH}` },
      { url: `/audit-logs?user=${encodeURIComponent(CANARY_USER_NAME)}` },
    ],
  },
  'GET /audit-logs/count': {
    access: 'tenant',
    probes: [{ url: `/audit-logs/count?search=${CANARY_SEARCH}` }, { url: '/audit-logs/count' }],
  },
  'GET /audit-logs/export': { access: 'tenant', probes: [{ url: '/audit-logs/export' }] },
  'GET /audit-logs/verify': { access: 'tenant', probes: [{ url: '/audit-logs/verify' }] },
  'POST /audit-logs': {
    access: 'authenticated',
    probes: [{ url: '/audit-logs', payload: { page: 'Login', action: 'Logon', outcome: 'Success' } }],
  },
  'GET /feature-flags': { access: 'tenant', probes: [{ url: '/feature-flags' }] },
  'PUT /feature-flags/:name': {
    access: 'tenant-admin',
    probes: [{ url: '/feature-flags/DISPLAY_AI_POSTURE_PAGE', payload: { value: true } }],
  },
  'DELETE /feature-flags/:name': {
    access: 'tenant-admin',
    probes: [{ url: '/feature-flags/DISPLAY_AI_POSTURE_PAGE' }],
  },
  'GET /incidents': {
    access: 'tenant',
    allTenants: true,
    probes: [
      { url: '/incidents?pageSize=1000' },
      { url: `/incidents?search=${CANARY_SEARCH}` },
      { url: '/incidents?assignedTo=UCANARYGLOBEXONLY0000000000&hostname=CANARY-7f3a9c-not-for-acme-host' },
    ],
  },
  'GET /incidents/count': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/incidents/count?search=${CANARY_SEARCH}` }, { url: '/incidents/count' }],
  },
  'GET /incidents/export': { access: 'tenant', allTenants: true, probes: [{ url: '/incidents/export' }] },
  'GET /incidents/tenant-counts': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: '/incidents/tenant-counts' }, { url: `/incidents/tenant-counts?search=${CANARY_SEARCH}` }],
  },
  'PATCH /incidents/batch': {
    access: 'tenant',
    allTenants: true,
    probes: [
      { url: '/incidents/batch', payload: { allMatching: { search: CANARY_SEARCH }, changes: { flagged: true } } },
    ],
  },
  'GET /incidents/batches': { access: 'tenant', probes: [{ url: '/incidents/batches' }] },
  // One-shot writes on a batch id: incidents/batch-undo.test.ts covers them (another tenant's batch is a 404).
  'POST /incidents/batches/:id/undo': { access: 'tenant' },
  'POST /incidents/batches/:id/approve': { access: 'tenant-admin' },
  'POST /incidents/batches/:id/deny': { access: 'tenant-admin' },
  'GET /incidents/:id': { access: 'tenant', probes: [{ url: `${INCIDENT}?${CREATED}&policyType=protection` }] },
  'PATCH /incidents/:id': { access: 'tenant', probes: [{ url: `${INCIDENT}?${CREATED}`, payload: { flagged: true } }] },
  'GET /incidents/:id/comments': { access: 'tenant', probes: [{ url: `${INCIDENT}/comments?${CREATED}` }] },
  'POST /incidents/:id/comments': {
    access: 'tenant',
    probes: [{ url: `${INCIDENT}/comments?${CREATED}`, payload: { message: 'probe comment' } }],
  },
  'PATCH /incidents/:id/exception-status': {
    access: 'tenant',
    probes: [
      {
        url: `${INCIDENT}/exception-status?eventID=${ACME_PROBE_INCIDENT.eventId}&${CREATED}`,
        payload: { exceptionStatus: 'Pending' },
      },
    ],
  },
  'GET /incidents/:id/ai-sprinkles': { access: 'tenant', probes: [{ url: `${INCIDENT}/ai-sprinkles?${CREATED}` }] },
  // Off by default (USE_SEND_EMAIL_FOR_AI_SPRINKLES): its isolation is proved in modules/ai-summaries/routes.test.ts.
  'POST /incidents/:id/ai-sprinkles/email': { access: 'tenant' },
  'GET /policy-exceptions': {
    access: 'tenant',
    probes: [{ url: '/policy-exceptions?pageSize=1000' }, { url: '/policy-exceptions?state=active&state=expired' }],
  },
  'GET /policy-exceptions/count': {
    access: 'tenant',
    probes: [{ url: '/policy-exceptions/count' }, { url: '/policy-exceptions/count?state=pending' }],
  },
  'GET /policy-exceptions/export': { access: 'tenant', probes: [{ url: '/policy-exceptions/export' }] },
  'GET /policy-exceptions/backtest': { access: 'tenant', probes: [{ url: '/policy-exceptions/backtest?days=90' }] },
  'GET /policy-exceptions/:id': { access: 'tenant', probes: [{ url: `/policy-exceptions/${ACME_PROBE_EXCEPTION}` }] },
  'POST /policy-exceptions': {
    access: 'tenant',
    probes: [
      {
        url: '/policy-exceptions',
        payload: { scope: { username: 'probe.user' }, reason: 'Probe request', incidentId: ACME_PROBE_INCIDENT.id },
      },
    ],
  },
  'GET /policy-exceptions/of-incident/:id': {
    access: 'tenant',
    probes: [{ url: `/policy-exceptions/of-incident/${ACME_PROBE_INCIDENT.id}` }],
  },
  // One-shot decisions: exceptions/routes.test.ts covers them (another tenant's exception is a 404).
  'POST /policy-exceptions/:id/approve': { access: 'tenant-admin' },
  'POST /policy-exceptions/:id/deny': { access: 'tenant-admin' },
  'POST /policy-exceptions/:id/revoke': { access: 'tenant-admin' },
  'GET /lists': {
    access: 'tenant',
    probes: [{ url: '/lists' }, { url: `/lists?search=${CANARY_SEARCH}` }, { url: '/lists?entityType=domain' }],
  },
  'POST /lists': {
    access: 'tenant-admin',
    probes: [{ url: '/lists', payload: { name: 'Probe created', listType: 'allow', entityType: 'domain' } }],
  },
  'GET /lists/users': {
    access: 'tenant',
    probes: [
      { url: '/lists/users' },
      { url: `/lists/users?search=${CANARY_SEARCH}` },
      { url: `/lists/users?search=${CANARY_SEARCH}&userOrGroupType=group` },
    ],
  },
  'GET /lists/:id': {
    access: 'tenant',
    probes: [{ url: `/lists/${ACME_PROBE_LISTS.edited}` }, { url: `/lists/${ACME_PROBE_LISTS.edited}?search=canary` }],
  },
  'PATCH /lists/:id': {
    access: 'tenant-admin',
    probes: [{ url: `/lists/${ACME_PROBE_LISTS.edited}`, payload: { newItems: ['probe.example'] } }],
  },
  'DELETE /lists/:id': { access: 'tenant-admin', probes: [{ url: `/lists/${ACME_PROBE_LISTS.deleted}` }] },
  'GET /egress-events': {
    access: 'tenant',
    probes: [
      { url: '/egress-events?pageSize=1000' },
      { url: `/egress-events?search=${CANARY_SEARCH}` },
      { url: '/egress-events?hostname=CANARY-7f3a9c-not-for-acme-host&policyVerdict=CHALLENGE&sortColumn=hostname' },
      { url: '/egress-events?policyName=CANARY-7f3a9c-not-for-acme%20policy&totalHitCountMin=1' },
    ],
  },
  'GET /egress-events/count': {
    access: 'tenant',
    probes: [{ url: `/egress-events/count?search=${CANARY_SEARCH}` }, { url: '/egress-events/count' }],
  },
  'GET /egress-events/export': {
    access: 'tenant',
    probes: [{ url: '/egress-events/export' }, { url: `/egress-events/export?search=${CANARY_SEARCH}` }],
  },
  'GET /egress-events/:id': {
    access: 'tenant',
    probes: [
      { url: `/egress-events/${ACME_PROBE_EVENT.id}?created=${ACME_PROBE_EVENT.created}` },
      { url: `/egress-events/${ACME_PROBE_EVENT.id}` },
    ],
  },
  'GET /egress-events/:id/lineage': {
    access: 'tenant',
    probes: [
      { url: `/egress-events/${ACME_PROBE_EVENT.id}/lineage?created=${ACME_PROBE_EVENT.created}` },
      { url: `/egress-events/${ACME_PROBE_EVENT.id}/lineage` },
    ],
  },
  'GET /high-level-lineage': {
    access: 'tenant',
    probes: [
      { url: '/high-level-lineage' },
      { url: `/high-level-lineage?search=${CANARY_SEARCH}` },
      { url: '/high-level-lineage?policyVerdict=CHALLENGE&from=2000-01-01T00:00:00.000Z' },
    ],
  },
  'GET /high-level-lineage/combinations': {
    access: 'tenant',
    probes: [
      { url: '/high-level-lineage/combinations' },
      { url: `/high-level-lineage/combinations?search=${CANARY_SEARCH}` },
    ],
  },
  'GET /devices': {
    access: 'tenant',
    probes: [
      { url: '/devices?pageSize=1000' },
      { url: `/devices?search=${CANARY_SEARCH}` },
      { url: '/devices?hostname=CANARY-7f3a9c-not-for-acme-host&agentStatus=Online' },
    ],
  },
  'GET /devices/count': {
    access: 'tenant',
    probes: [{ url: `/devices/count?search=${CANARY_SEARCH}` }, { url: '/devices/count' }],
  },
  'GET /devices/export': { access: 'tenant', probes: [{ url: '/devices/export' }] },
  'PATCH /devices/:id': {
    access: 'tenant-admin',
    probes: [{ url: `/devices/${ACME_PROBE_DEVICE}`, payload: { AgentDisable: true } }],
  },
  'PATCH /devices/batch': {
    access: 'tenant-admin',
    probes: [
      {
        url: '/devices/batch',
        payload: { allMatching: { search: CANARY_SEARCH }, changes: { ChromeExtensionDisable: true } },
      },
    ],
  },
  'GET /users': {
    access: 'tenant-admin',
    probes: [
      { url: '/users?pageSize=500' },
      { url: `/users?search=${CANARY_SEARCH}` },
      { url: '/users?search=canary' },
    ],
  },
  'GET /roles': { access: 'tenant-admin', probes: [{ url: '/roles' }] },
  'POST /users': {
    access: 'tenant-admin',
    probes: [{ url: '/users', payload: { email: 'probe.invited@acme.example', roleNames: ['Analyst'] } }],
  },
  'PATCH /users/:userId': {
    access: 'tenant-admin',
    probes: [{ url: `/users/${ACME_PROBE_USERS.edited.id}`, payload: { status: 'disabled' } }],
  },
  'DELETE /users/:userId': { access: 'tenant-admin', probes: [{ url: `/users/${ACME_PROBE_USERS.removed.id}` }] },
  'GET /scim-tokens': { access: 'tenant-admin', probes: [{ url: '/scim-tokens' }] },
  'POST /scim-tokens': { access: 'tenant-admin', probes: [{ url: '/scim-tokens', payload: { name: 'Probe' } }] },
  'DELETE /scim-tokens/:id': { access: 'tenant-admin', probes: [{ url: `/scim-tokens/${ACME_PROBE_SCIM_TOKEN}` }] },
  // SCIM authenticates a tenant's SCIM token, not a session: its isolation is proved in modules/scim/scim.test.ts.
  ...Object.fromEntries(
    [
      'GET /ServiceProviderConfig',
      'GET /ResourceTypes',
      'GET /Schemas',
      ...['Users', 'Groups'].flatMap((kind) => [
        `GET /${kind}`,
        `POST /${kind}`,
        `GET /${kind}/:id`,
        `PUT /${kind}/:id`,
        `PATCH /${kind}/:id`,
        `DELETE /${kind}/:id`,
      ]),
    ].map((route) => [route.replace(' /', ' /scim/v2/'), { access: 'scim' } satisfies MatrixEntry]),
  ),
  'GET /devices/enrolment-tokens': { access: 'tenant-admin', probes: [{ url: '/devices/enrolment-tokens' }] },
  'POST /devices/enrolment-tokens': {
    access: 'tenant-admin',
    probes: [{ url: '/devices/enrolment-tokens', payload: { name: 'Probe token', expiresInDays: 7 } }],
  },
  'POST /devices/enrolment-tokens/:id/revoke': {
    access: 'tenant-admin',
    probes: [{ url: `/devices/enrolment-tokens/${ACME_REVOCABLE_TOKEN}/revoke` }],
  },
  'POST /devices/:id/revoke': {
    access: 'tenant-admin',
    probes: [{ url: `/devices/${ACME_REVOCABLE_DEVICE}/revoke` }],
  },
  // The agents API: probed with Acme's probe enrolment token and probe device credential, never a session.
  'POST /agents/v1/enrol': {
    access: 'enrolment',
    probes: [
      {
        url: '/agents/v1/enrol',
        payload: { hostname: 'probe-enrolled', operatingSystem: 'Linux', cpuArchitecture: 'x86_64' },
      },
    ],
  },
  'POST /agents/v1/heartbeat': {
    access: 'device',
    probes: [
      {
        url: '/agents/v1/heartbeat',
        payload: {
          hostname: 'probe-device-host',
          operatingSystem: 'probe-device OS',
          cpuArchitecture: 'probe-device-arch',
          agentDisabled: false,
          chromeExtensionDisabled: false,
        },
      },
    ],
  },
  'POST /agents/v1/events': {
    access: 'device',
    probes: [{ url: '/agents/v1/events', payload: { events: [PROBE_EVENT] } }],
  },
  'POST /agents/v1/activities': {
    access: 'device',
    probes: [
      {
        url: '/agents/v1/activities',
        payload: {
          activities: [
            {
              id: 'acac0000-0000-4000-8000-0000000000f2',
              fingerprint: 'ac'.repeat(32),
              occurredAt: '2026-11-01T09:00:00.000Z',
              kind: 'downloaded',
              fileName: 'probe.docx',
            },
          ],
        },
      },
    ],
  },
  // Before the evidence reads: the download probe fetches what this upload stored for Acme's probe event.
  'POST /agents/v1/evidence': {
    access: 'device',
    probes: [{ url: '/agents/v1/evidence', payload: EVIDENCE_UPLOAD }],
  },
  'GET /evidence/config': { access: 'tenant', probes: [{ url: '/evidence/config' }] },
  'PUT /evidence/config': {
    access: 'tenant-admin',
    probes: [{ url: '/evidence/config', payload: { keepEvidence: true, retentionDays: 30, redactSnippets: true } }],
  },
  'GET /retention': { access: 'tenant', probes: [{ url: '/retention' }] },
  'PUT /retention': {
    access: 'tenant-admin',
    probes: [{ url: '/retention', payload: { eventsDays: 180, incidentsDays: 180, evidenceDays: 180 } }],
  },
  'GET /sla-targets': { access: 'tenant', probes: [{ url: '/sla-targets' }] },
  'PUT /sla-targets': {
    access: 'tenant-admin',
    probes: [
      {
        url: '/sla-targets',
        payload: {
          high: { acknowledgeMinutes: 60, resolveMinutes: 1440 },
          medium: { acknowledgeMinutes: 240, resolveMinutes: 4320 },
          low: { acknowledgeMinutes: 1440, resolveMinutes: 10080 },
        },
      },
    ],
  },
  'GET /evidence/info': {
    access: 'tenant',
    probes: [
      { url: `/evidence/info?${EVIDENCE_EVENT}&created=${ACME_PROBE_EVENT.created}` },
      { url: `/evidence/info?${EVIDENCE_EVENT}` },
    ],
  },
  'GET /evidence/download': { access: 'tenant', probes: [{ url: `/evidence/download?${EVIDENCE_EVENT}` }] },
  'GET /evidence/preview': { access: 'tenant', probes: [{ url: `/evidence/preview?${EVIDENCE_EVENT}` }] },
  'GET /outbox': { access: 'tenant-admin', probes: [{ url: '/outbox' }] },
  'GET /policies': { access: 'tenant', probes: [{ url: '/policies?policyType=protection' }, { url: '/policies' }] },
  'POST /policies': {
    access: 'tenant-admin',
    probes: [{ url: '/policies', payload: { policy: { ...POLICY_WRITE, name: 'Probe created policy' } } }],
  },
  'PATCH /policies': {
    access: 'tenant-admin',
    probes: [{ url: '/policies', payload: { policyIds: [ACME_PROBE_POLICIES.deletedMany] } }],
  },
  'PATCH /policies/status': {
    access: 'tenant-admin',
    probes: [{ url: '/policies/status', payload: { policyId: ACME_PROBE_POLICIES.edited, status: 'simulation' } }],
  },
  'PATCH /policies/priority': {
    access: 'tenant-admin',
    probes: [{ url: '/policies/priority', payload: { policyIds: [ACME_PROBE_POLICIES.edited] } }],
  },
  'POST /policies/backtest': {
    access: 'tenant',
    probes: [
      { url: '/policies/backtest', payload: { policy: POLICY_WRITE, days: 365 } },
      { url: '/policies/backtest', payload: { policy: POLICY_WRITE, policyId: ACME_PROBE_POLICIES.edited } },
    ],
  },
  'GET /policies/:id': { access: 'tenant', probes: [{ url: POLICY }] },
  'GET /policies/:id/': { access: 'tenant', probes: [{ url: `${POLICY}/` }] },
  'PATCH /policies/:id': { access: 'tenant-admin', probes: [{ url: POLICY, payload: { policy: POLICY_WRITE } }] },
  'PATCH /policies/:id/': {
    access: 'tenant-admin',
    probes: [{ url: `${POLICY}/`, payload: { policy: { ...POLICY_WRITE, name: 'Probe written again' } } }],
  },
  'DELETE /policies/:id': {
    access: 'tenant-admin',
    probes: [{ url: `/policies/${ACME_PROBE_POLICIES.deleted}` }],
  },
  'DELETE /policies/:id/': {
    access: 'tenant-admin',
    probes: [{ url: `/policies/${ACME_PROBE_POLICIES.deletedSlash}/` }],
  },
  'GET /policies/:id/versions': { access: 'tenant', probes: [{ url: `${POLICY}/versions` }] },
  'GET /policies/:id/education-effect': { access: 'tenant', probes: [{ url: `${POLICY}/education-effect` }] },
  'GET /dashboard/education-effect': { access: 'tenant', probes: [{ url: '/dashboard/education-effect' }] },
  'POST /policies/:id/versions/:version/restore': {
    access: 'tenant-admin',
    probes: [{ url: `${POLICY}/versions/1/restore` }],
  },
  'GET /classifications/categories': { access: 'tenant', probes: [{ url: '/classifications/categories' }] },
  'GET /classifications/element-types': { access: 'tenant', probes: [{ url: '/classifications/element-types' }] },
  'GET /classifications/compliance-frameworks': {
    access: 'tenant',
    probes: [{ url: '/classifications/compliance-frameworks' }],
  },
  'GET /dashboard/sensitive-data-egress': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/sensitive-data-egress?${DASHBOARD_RANGE}` }],
  },
  'GET /dashboard/outbound-data-distribution': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/outbound-data-distribution?${DASHBOARD_RANGE}` }],
  },
  'GET /dashboard/frequent-policy-violators': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/frequent-policy-violators?${DASHBOARD_RANGE}` }],
  },
  'GET /dashboard/most-enforced-policies': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/most-enforced-policies?${DASHBOARD_RANGE}` }],
  },
  'GET /dashboard/unauthorized-services': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/unauthorized-services?${DASHBOARD_RANGE}` }],
  },
  'GET /dashboard/protected-devices': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/protected-devices?${DASHBOARD_RANGE}` }],
  },
  'GET /dashboard/aggregated-incidents': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/aggregated-incidents?${DASHBOARD_RANGE}` }],
  },
  'GET /dashboard/top-ai-service': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/top-ai-service?${DASHBOARD_RANGE}` }],
  },
  'GET /dashboard/incident-sla': {
    access: 'tenant',
    allTenants: true,
    probes: [{ url: `/dashboard/incident-sla?${DASHBOARD_RANGE}` }],
  },
  'GET /report-sources': { access: 'tenant', probes: [{ url: '/report-sources' }] },
  'GET /report-templates': { access: 'tenant', probes: [{ url: '/report-templates' }] },
  'POST /report-templates': {
    access: 'tenant',
    probes: [{ url: '/report-templates', payload: { ...REPORT_WRITE, name: 'Probe created report' } }],
  },
  'GET /report-templates/:id': { access: 'tenant', probes: [{ url: REPORT_TEMPLATE }] },
  'PATCH /report-templates/:id': {
    access: 'tenant',
    probes: [
      {
        url: REPORT_TEMPLATE,
        payload: { description: 'Probe edit', deliveryNotification: 'email', exportFormat: 'csv' },
      },
    ],
  },
  'DELETE /report-templates/:id': {
    access: 'tenant-admin',
    probes: [{ url: `/report-templates/${ACME_PROBE_REPORTS.deleted}` }],
  },
  'POST /report-templates/:id': { access: 'tenant', probes: [{ url: REPORT_TEMPLATE }] },
  'PATCH /report-templates/:id/status': {
    access: 'tenant',
    probes: [{ url: `${REPORT_TEMPLATE}/status?pause=true` }, { url: `${REPORT_TEMPLATE}/status?pause=false` }],
  },
  'GET /report-templates/:id/reports': { access: 'tenant', probes: [{ url: `${REPORT_TEMPLATE}/reports` }] },
  'POST /report-templates/:id/reports': { access: 'tenant', probes: [{ url: `${REPORT_TEMPLATE}/reports` }] },
  'GET /report-templates/:id/reports/:reportId': {
    access: 'tenant',
    probes: [{ url: `${REPORT_TEMPLATE}/reports/${ACME_PROBE_REPORTS.report}?format=csv` }],
  },
  // A signed link is its own credential (no session): reports/routes.test.ts checks signature, expiry and tenant.
  'GET /report-downloads/:reportId': { access: 'public' },
  'GET /filters/hostname-options': scopeOptionRoute('hostname-options'),
  'GET /filters/username-options': scopeOptionRoute('username-options'),
  'GET /filters/source-name-options': scopeOptionRoute('source-name-options'),
  'GET /filters/destination-options': scopeOptionRoute('destination-options'),
  'GET /filters/mip-label-options': scopeOptionRoute('mip-label-options'),
  'GET /filters/policy-name-options': scopeOptionRoute('policy-name-options'),
  'GET /filters/assignee-options': scopeOptionRoute('assignee-options'),
  'GET /filters/content-category-options': scopeOptionRoute('content-category-options'),
  'GET /filters/egress-channel-options': scopeOptionRoute('egress-channel-options'),
  'GET /filters/data-type-options': scopeOptionRoute('data-type-options'),
  'GET /filters/audit-user-options': optionRoute('audit-user-options'),
  'GET /filters/audit-page-options': optionRoute('audit-page-options'),
  'GET /filters/audit-action-options': optionRoute('audit-action-options'),
  'GET /filters/device-hostname-options': optionRoute('device-hostname-options'),
  'GET /filters/device-user-options': optionRoute('device-user-options'),
  'GET /filters/device-agent-version-options': optionRoute('device-agent-version-options'),
  'GET /filters/device-extension-version-options': optionRoute('device-extension-version-options'),
  'GET /filters/device-os-options': optionRoute('device-os-options'),
  'GET /filters/device-cpu-options': optionRoute('device-cpu-options'),
  'GET /filters': { access: 'tenant', probes: [{ url: '/filters' }, { url: '/filters?grid=incidents' }] },
  'PUT /filters/:filterID': {
    access: 'tenant',
    probes: [
      { url: '/filters/canary', payload: { name: 'Open high', grid: 'incidents', query: { severity: ['high'] } } },
    ],
  },
};

/** Routes owned by plugins whose rule is public by construction: the identity provider and the docs. */
export function isPluginPublicRoute(url: string): boolean {
  return url.startsWith('/v1/auth') || url.startsWith('/v2/keys') || url === '/docs' || url.startsWith('/docs/');
}
