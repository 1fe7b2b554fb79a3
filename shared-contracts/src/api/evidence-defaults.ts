// Evidence values both ends start from: a tenant's settings before any change, and the answer for an event without
// evidence. Apart from ./evidence (TypeBox-free constants) so that their types come from the schemas.

import type { EvidenceInfo, EvidenceSettings } from '../schemas/evidence';
import { RETENTION_DEFAULTS } from './retention';

/** What a tenant that never changed its evidence settings has (its retention is the retention setting's evidence days). */
export const EVIDENCE_DEFAULTS: Readonly<EvidenceSettings> = {
  keepEvidence: true,
  retentionDays: RETENTION_DEFAULTS.evidenceDays,
  redactSnippets: true,
};

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
