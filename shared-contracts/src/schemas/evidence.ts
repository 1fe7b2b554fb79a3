// Evidence: the tenant's settings (GET, PUT /evidence/config), one event's evidence (GET /evidence/info, download)
// and an agent's upload of it (POST /agents/v1/evidence).
// Each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { EVIDENCE_FILE_NAME_MAX, EVIDENCE_RETENTION_DAYS } from '../api/evidence';
import { IsoTime, Nullable, StringEnum } from './common';

const Sha256 = (description = 'sha256 of the bytes, in hex') =>
  Type.String({ pattern: '^[0-9a-fA-F]{64}$', description });

/** PUT /evidence/config body: every setting (unknown fields are refused). */
export const EvidenceSettingsSchema = Type.Object(
  {
    keepEvidence: Type.Boolean({ description: 'Whether agents may store evidence; off refuses new uploads' }),
    retentionDays: Type.Integer({
      minimum: EVIDENCE_RETENTION_DAYS.min,
      maximum: EVIDENCE_RETENTION_DAYS.max,
      description: 'Days evidence is kept after it was stored; then it is refused and purged',
    }),
    redactSnippets: Type.Boolean({ description: "Whether the snippets of an event's matches are shown masked" }),
  },
  { additionalProperties: false },
);
/** A tenant's evidence settings (PUT /evidence/config body). */
export type EvidenceSettings = Static<typeof EvidenceSettingsSchema>;

/** GET and PUT /evidence/config answer. */
export const EvidenceConfigSchema = Type.Composite([
  EvidenceSettingsSchema,
  Type.Object({
    updated: Nullable(IsoTime(), { description: 'When they were last changed; null while the defaults apply' }),
    updatedBy: Nullable(Type.String(), { description: 'Who changed them last (name, else e-mail)' }),
  }),
]);
/** GET and PUT /evidence/config answer: the settings in force and who last changed them. */
export type EvidenceConfig = Static<typeof EvidenceConfigSchema>;

/** Query of GET /evidence/info and /evidence/download: the event (and optionally the `created` it must have). */
export const EvidenceQuerySchema = Type.Object(
  {
    eventId: Type.String({ format: 'uuid', description: 'The egress event' }),
    created: Type.Optional(IsoTime({ description: "The event's creation time, when known" })),
  },
  { additionalProperties: false },
);
/** Query of GET /evidence/info and /evidence/download. */
export type EvidenceQuery = Static<typeof EvidenceQuerySchema>;

/** GET /evidence/info answer: whether the event has evidence, what it is, and until when it can be downloaded. */
export const EvidenceInfoSchema = Type.Object({
  exists: Type.Boolean(),
  fileName: Nullable(Type.String()),
  contentType: Nullable(Type.String()),
  size: Nullable(Type.Integer({ description: 'Bytes' })),
  sha256: Nullable(Type.String({ description: 'sha256 of the bytes, in hex' })),
  stored: Nullable(IsoTime()),
  expires: Nullable(IsoTime({ description: 'stored plus the retention in force' })),
  expired: Type.Boolean({ description: 'Past its retention: downloads are refused (410) and it is purged' }),
  downloadable: Type.Boolean(),
});
/** GET /evidence/info answer. */
export type EvidenceInfo = Static<typeof EvidenceInfoSchema>;

/** A part of an evidence preview: plain text, or a match (`match` names its data type), masked when redaction is on. */
export const EvidencePreviewSegmentSchema = Type.Object({
  text: Type.String(),
  match: Nullable(Type.String({ description: 'The data type the text matched; null for the text around matches' })),
});
/** A part of an evidence preview. */
export type EvidencePreviewSegment = Static<typeof EvidencePreviewSegmentSchema>;

/**
 * GET /evidence/preview answer: the matched part of an event's evidence as text, its matches marked and (under the
 * tenant's redaction setting) masked; a file that is not text has no preview (`previewable` false, no segments).
 */
export const EvidencePreviewSchema = Type.Object({
  fileName: Type.String(),
  contentType: Type.String(),
  previewable: Type.Boolean({ description: 'Whether the file is text; other types are never read for a preview' }),
  redacted: Type.Boolean({ description: 'Whether the matches are masked (the tenant redacts snippets)' }),
  truncated: Type.Boolean({ description: 'Whether only part of the file is shown (the parts around the matches)' }),
  matches: Type.Integer({ description: 'Matches marked in the segments' }),
  segments: Type.Array(EvidencePreviewSegmentSchema),
});
/** GET /evidence/preview answer. */
export type EvidencePreview = Static<typeof EvidencePreviewSchema>;

/** POST /agents/v1/evidence body: one event's evidence, base64-encoded. */
export const AgentEvidenceUploadSchema = Type.Object(
  {
    eventId: Type.String({ format: 'uuid', description: 'An egress event this device reported' }),
    fileName: Type.String({
      minLength: 1,
      maxLength: EVIDENCE_FILE_NAME_MAX,
      // No folder, no control characters (nor NUL), not a dot name.
      pattern: '^(?!\\.{1,2}$)[^\\u0000-\\u001f\\u007f/\\\\]+$',
      description: 'Name of the file, without a folder',
    }),
    contentType: Type.String({
      maxLength: 127,
      pattern: '^[a-zA-Z0-9][a-zA-Z0-9!#$&^_.+-]*/[a-zA-Z0-9][a-zA-Z0-9!#$&^_.+-]*$',
      description: 'Media type, e.g. text/csv',
    }),
    content: Type.String({
      pattern: '^[A-Za-z0-9+/]*={0,2}$',
      description: 'The bytes, base64 (at most EVIDENCE_MAX_BYTES)',
    }),
    sha256: Type.Optional(Sha256('sha256 the agent computed; a mismatch is refused')),
  },
  { additionalProperties: false },
);
/** POST /agents/v1/evidence body. */
export type AgentEvidenceUpload = Static<typeof AgentEvidenceUploadSchema>;

/** POST /agents/v1/evidence answer: stored now (201), or the same bytes were there already (200). */
export const AgentEvidenceUploadResultSchema = Type.Object({
  eventId: Type.String(),
  status: StringEnum(['stored', 'unchanged'] as const),
  size: Type.Integer(),
  sha256: Type.String(),
  stored: IsoTime(),
});
/** POST /agents/v1/evidence answer. */
export type AgentEvidenceUploadResult = Static<typeof AgentEvidenceUploadResultSchema>;
