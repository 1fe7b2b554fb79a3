// Per-file lineage calls: their constants. The DTOs and their types are ../schemas/content-lineage.

/** Most steps GET /egress-events/{ID}/lineage answers (the oldest, and the asked event). */
export const CONTENT_LINEAGE_LIMIT = 200;
