// SLA targets (issue 30 item 2): GET and PUT /sla-targets. Each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { SLA_TARGET_MINUTES } from '../api/sla';
import { IsoTime, Nullable } from './common';

const Minutes = (description: string) =>
  Type.Integer({ minimum: SLA_TARGET_MINUTES.min, maximum: SLA_TARGET_MINUTES.max, description });

/** The two targets of one severity, in minutes after the incident was raised. */
export const SlaTargetSchema = Type.Object(
  {
    acknowledgeMinutes: Minutes('Minutes after it was raised by which an incident must be acknowledged'),
    resolveMinutes: Minutes('Minutes after it was raised by which an incident must be resolved or dismissed'),
  },
  { additionalProperties: false },
);
/** One severity's targets. */
export type SlaTarget = Static<typeof SlaTargetSchema>;

/** PUT /sla-targets body: the targets of each severity (unknown fields are refused). */
export const SlaTargetsSchema = Type.Object(
  { high: SlaTargetSchema, medium: SlaTargetSchema, low: SlaTargetSchema },
  { additionalProperties: false },
);
/** A tenant's SLA targets (PUT /sla-targets body). */
export type SlaTargets = Static<typeof SlaTargetsSchema>;

/** GET and PUT /sla-targets answer: the targets in force and who last changed them. */
export const SlaTargetsConfigSchema = Type.Composite([
  SlaTargetsSchema,
  Type.Object({
    updated: Nullable(IsoTime(), { description: 'When they were last changed; null while the defaults apply' }),
    updatedBy: Nullable(Type.String(), { description: 'Who changed them last (name, else email)' }),
  }),
]);
/** GET and PUT /sla-targets answer. */
export type SlaTargetsConfig = Static<typeof SlaTargetsConfigSchema>;
