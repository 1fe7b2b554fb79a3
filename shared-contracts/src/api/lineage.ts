// High-level lineage calls of SPEC §7: their constants. The DTOs and their types are ../schemas/lineage.

/** Most flows GET /high-level-lineage draws, and most combinations its table lists. */
export const LINEAGE_FLOW_LIMIT = 60;
/** Most rows of GET /high-level-lineage/combinations. */
export const LINEAGE_COMBINATION_LIMIT = 200;
