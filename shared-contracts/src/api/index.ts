// The package root's API part: each resource's TypeBox-free constants (./X) and the types of its schemas
// (../schemas/X, type-only, so no browser bundle loads TypeBox).
export * from './ai-summaries';
export * from './dashboard-drill-down';
export type {
  AiSummarySource,
  AiSprinkles,
  AiSprinklesResponse,
  AiSprinklesEmailRequest,
  AiSprinklesEmailResult,
  OutboxMessage,
  OutboxList,
} from '../schemas/ai-summaries';
export * from './audit-logs';
export type {
  AuditLogEntry,
  AuditLogList,
  AuditLogCounts,
  AuditLogCreateRequest,
  AuditChainVerification,
} from '../schemas/audit-logs';
export * from './filters';
export type { FilterOptionList, SavedFilterRequest, SavedFilter, SavedFilterList } from '../schemas/filters';
export * from './problem-details';
export * from './tenancy';
export type {
  TenantList,
  TenantSummary,
  AssigneeList,
  Assignee,
  FeatureFlagState,
  FeatureFlagOverrideRequest,
} from '../schemas/tenancy';
export * from './incidents';
export type {
  IncidentListItem,
  IncidentList,
  IncidentCounts,
  IncidentScopeBatchRequest,
  IncidentScopeBatchOutcome,
  TenantIncidentListItem,
  TenantIncidentList,
  IncidentTenantCounts,
  IncidentDevice,
  IncidentEvent,
  ExtendedIncident,
  ExtendedIncidentResponse,
  IncidentUpdateRequest,
  IncidentComment,
  IncidentCommentList,
  IncidentCommentRequest,
  IncidentBatchChanges,
  IncidentFilterQuery,
  IncidentBatchRequest,
  IncidentBatchResult,
  IncidentBatchOutcome,
  IncidentBatch,
  IncidentBatchList,
  IncidentBatchUndoResult,
  ExceptionStatusRequest,
  ExceptionStatusResult,
} from '../schemas/incidents';
export * from './devices';
export type {
  Device,
  DeviceList,
  DeviceCounts,
  DeviceChanges,
  DeviceFilterQuery,
  DeviceBatchRequest,
  DeviceBatchResult,
} from '../schemas/devices';
export * from './device-rules';
export * from './egress-events';
export type {
  EgressEvent,
  EgressEventList,
  EgressEventCounts,
  EgressEventDevice,
  EgressEventMatch,
  ExtendedEgressEvent,
  ExtendedEgressEventResponse,
} from '../schemas/egress-events';
export * from './lineage';
export type { LineageFlow, Lineage, LineageCombination, LineageCombinationList } from '../schemas/lineage';
export * from './content-lineage';
export type {
  AgentContentActivity,
  AgentContentActivityBatch,
  AgentContentActivityBatchResult,
  ContentLineageStep,
  ContentLineage,
} from '../schemas/content-lineage';
export * from './agents';
export type {
  AgentEnrolRequest,
  AgentEnrolResult,
  AgentHeartbeat,
  AgentHeartbeatResult,
  AgentEvent,
  AgentEventBatch,
  AgentEventBatchResult,
  EnrolmentToken,
  EnrolmentTokenList,
  CreatedEnrolmentToken,
} from '../schemas/agents';
export * from './typed-api';
export type { paths as ApiPaths } from './openapi.gen';
export * from './lists';
export type {
  ListSummary,
  ListSummaryList,
  ListItem,
  ListDetail,
  ListCreateRequest,
  ListItemChange,
  ListUpdateRequest,
  UserOrGroup,
  UserOrGroupList,
} from '../schemas/lists';
export * from './list-items';
export * from './users';
export type {
  TenantUser,
  TenantUserList,
  UserInviteRequest,
  UserInviteResult,
  UserUpdateRequest,
  TenantRole,
  ScimToken,
  ScimTokenCreated,
} from '../schemas/users';
export * from './report-schedule';
export * from './report-templates';
export type {
  ReportFilters,
  ReportTemplate,
  ReportTemplateList,
  ReportTemplateDetails,
  ReportTemplateCreate,
  ReportTemplateUpdate,
  Report,
  ReportList,
  ReportDownload,
  ReportSourceList,
  ReportSourceColumns,
} from '../schemas/report-templates';
export * from './policies';
export type {
  PolicyMatcher,
  PolicyUserMatcher,
  PolicyElementCondition,
  PolicyConditions,
  PolicyExceptions,
  PolicyDefinition,
  EvaluablePolicy,
  Policy,
  PolicyList,
  PolicyWrite,
  PolicyCreate,
  PolicyUpdate,
  PolicyStatusChange,
  PolicyDeleteMany,
  PolicyOrder,
  PolicyVersion,
  PolicyVersionList,
  PolicyBacktestRequest,
  PolicyBacktest,
  PolicyEducationEffect,
  PolicyEducationEffectResponse,
  PolicyEducationEffectList,
  Classification,
  ClassificationList,
} from '../schemas/policies';
export * from './dashboard';
export type {
  DashboardQuery,
  SensitiveDataEgress,
  OutboundDataDistribution,
  FrequentPolicyViolators,
  MostEnforcedPolicies,
  UnauthorizedServices,
  ProtectedDevices,
  AggregatedIncidents,
  IncidentSla,
  TopAiService,
} from '../schemas/dashboard';
export * from './evidence';
export type {
  EvidenceSettings,
  EvidenceConfig,
  EvidenceQuery,
  EvidenceInfo,
  EvidencePreview,
  EvidencePreviewSegment,
  AgentEvidenceUpload,
  AgentEvidenceUploadResult,
} from '../schemas/evidence';
export * from './evidence-defaults';
export * from './retention';
export type { RetentionSettings, RetentionConfig } from '../schemas/retention';
export * from './policy-exceptions';
export type {
  PolicyException,
  PolicyExceptionList,
  PolicyExceptionCounts,
  PolicyExceptionScope,
  PolicyExceptionRequest,
  PolicyExceptionApproval,
  PolicyExceptionIncident,
  PolicyExceptionDetail,
  PolicyExceptionOfIncident,
  PolicyExceptionBacktestQuery,
  PolicyExceptionBacktest,
} from '../schemas/policy-exceptions';
export * from './sla';
export type { SlaTarget, SlaTargets, SlaTargetsConfig } from '../schemas/sla';
