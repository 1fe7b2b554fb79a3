// Retention (issue 32): how long a tenant keeps its egress events, incidents and evidence. The constants both ends
// share, TypeBox-free; the DTOs and their types are ../schemas/retention.

/** The shortest and longest time a tenant may keep its data, and what it keeps until a Tenant Admin chooses, in days. */
export const RETENTION_DAYS = { min: 30, max: 730, default: 180 } as const;

/** What a tenant that never set its retention keeps. */
export const RETENTION_DEFAULTS = {
  eventsDays: RETENTION_DAYS.default,
  incidentsDays: RETENTION_DAYS.default,
  evidenceDays: RETENTION_DAYS.default,
} as const;

/** The page audit entries of the retention setting and of each expiry pass are shown under. */
export const RETENTION_AUDIT_PAGE = 'Retention';
