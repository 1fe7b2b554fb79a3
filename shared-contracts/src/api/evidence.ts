// Evidence (SPEC §7: GET /evidence/config, /evidence/info): the content that left, kept per event for a while, and
// the tenant's settings for it. The types of ../schemas/evidence, and the constants both ends share.

import type { Static } from '@sinclair/typebox';
import type {
  AgentEvidenceUploadResultSchema,
  AgentEvidenceUploadSchema,
  EvidenceConfigSchema,
  EvidenceInfoSchema,
  EvidenceQuerySchema,
  EvidenceSettingsSchema,
} from '../schemas/evidence';

/** What a tenant that never changed its evidence settings has. */
export const EVIDENCE_DEFAULTS: Readonly<EvidenceSettings> = {
  keepEvidence: true,
  retentionDays: 30,
  redactSnippets: true,
};
/** The shortest and longest retention a tenant may choose, in days. */
export const EVIDENCE_RETENTION_DAYS = { min: 1, max: 3650 } as const;
/** Largest evidence file an agent may upload, in bytes (decoded); a larger one is refused with 413. */
export const EVIDENCE_MAX_BYTES = 4 * 1024 * 1024;
/** Longest evidence file name. */
export const EVIDENCE_FILE_NAME_MAX = 255;

/** A tenant's evidence settings (PUT /evidence/config body). */
export type EvidenceSettings = Static<typeof EvidenceSettingsSchema>;
/** GET and PUT /evidence/config answer: the settings in force and who last changed them. */
export type EvidenceConfig = Static<typeof EvidenceConfigSchema>;
/** Query of GET /evidence/info and /evidence/download. */
export type EvidenceQuery = Static<typeof EvidenceQuerySchema>;
/** GET /evidence/info answer. */
export type EvidenceInfo = Static<typeof EvidenceInfoSchema>;

/** GET /evidence/info for an event without evidence. */
export const NO_EVIDENCE: Readonly<EvidenceInfo> = {
  exists: false,
  fileName: null,
  contentType: null,
  size: null,
  sha256: null,
  stored: null,
  expires: null,
  expired: false,
  downloadable: false,
};
/** POST /agents/v1/evidence body. */
export type AgentEvidenceUpload = Static<typeof AgentEvidenceUploadSchema>;
/** POST /agents/v1/evidence answer. */
export type AgentEvidenceUploadResult = Static<typeof AgentEvidenceUploadResultSchema>;
