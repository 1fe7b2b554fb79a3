// Evidence (SPEC §7: GET /evidence/config, /evidence/info): the content that left, kept per event for a while, and
// the tenant's settings for it. The constants both ends share, TypeBox-free; the DTOs and their types are
// ../schemas/evidence, the default values ./evidence-defaults.

/** The shortest and longest retention a tenant may choose, in days. */
export const EVIDENCE_RETENTION_DAYS = { min: 1, max: 3650 } as const;
/** Largest evidence file an agent may upload, in bytes (decoded); a larger one is refused with 413. */
export const EVIDENCE_MAX_BYTES = 4 * 1024 * 1024;
/** Longest evidence file name. */
export const EVIDENCE_FILE_NAME_MAX = 255;
/** The in-page preview of evidence: the bytes read of the file at most, and the characters shown at most. */
export const EVIDENCE_PREVIEW = { bytes: 64 * 1024, characters: 4000 } as const;
