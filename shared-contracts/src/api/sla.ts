// SLA clocks (issue 30 item 2): a tenant's time-to-acknowledge and time-to-resolve targets per severity, and how an
// open incident stands against them. The constants both ends share, TypeBox-free; the DTOs are ../schemas/sla.

/** The severities that have targets (an incident of another severity has no SLA clock). */
export const SLA_SEVERITIES = ['high', 'medium', 'low'] as const;
/** One severity with targets. */
export type SlaSeverity = (typeof SLA_SEVERITIES)[number];

/** The shortest and longest target, in minutes (one minute to 365 days). */
export const SLA_TARGET_MINUTES = { min: 1, max: 365 * 24 * 60 } as const;

/** What a tenant that never set its targets has: high 1 h / 24 h, medium 4 h / 72 h, low 24 h / 7 days. */
export const SLA_TARGET_DEFAULTS = {
  high: { acknowledgeMinutes: 60, resolveMinutes: 24 * 60 },
  medium: { acknowledgeMinutes: 4 * 60, resolveMinutes: 72 * 60 },
  low: { acknowledgeMinutes: 24 * 60, resolveMinutes: 7 * 24 * 60 },
} as const satisfies Record<SlaSeverity, { acknowledgeMinutes: number; resolveMinutes: number }>;

/**
 * Where an incident stands against its next target (the incidents grid's SLA filter): `breached`, past it; `due`,
 * open and within it; `none`, closed or without targets (no clock runs).
 */
export const SLA_STATES = ['breached', 'due', 'none'] as const;
/** One SLA state. */
export type SlaState = (typeof SLA_STATES)[number];

/** The page audit entries of the SLA targets are shown under. */
export const SLA_AUDIT_PAGE = 'SLA';

/**
 * Where an incident stands at `now` given its next due time (`slaDueAt`, null when no clock runs): the state and the
 * milliseconds left (negative once breached; null without a clock).
 */
export function slaStanding(slaDueAt: string | null, now: number): { state: SlaState; msLeft: number | null } {
  if (slaDueAt === null) return { state: 'none', msLeft: null };
  const msLeft = Date.parse(slaDueAt) - now;
  return { state: msLeft < 0 ? 'breached' : 'due', msLeft };
}
