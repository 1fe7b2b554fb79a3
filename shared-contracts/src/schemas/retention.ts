// Retention (issue 32): the tenant's setting of how long its events, incidents and evidence are kept
// (GET, PUT /retention). Each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { RETENTION_DAYS } from '../api/retention';
import { IsoTime, Nullable } from './common';

const Days = (description: string) =>
  Type.Integer({ minimum: RETENTION_DAYS.min, maximum: RETENTION_DAYS.max, description });

/** PUT /retention body: the three periods, in days (unknown fields are refused). */
export const RetentionSettingsSchema = Type.Object(
  {
    eventsDays: Days('Days an egress event is kept after its time; then it is deleted'),
    incidentsDays: Days('Days a resolved or dismissed incident is kept after its last change; then it is deleted'),
    evidenceDays: Days('Days evidence is kept after it was stored; then it is refused and deleted'),
  },
  { additionalProperties: false },
);
/** A tenant's retention (PUT /retention body). */
export type RetentionSettings = Static<typeof RetentionSettingsSchema>;

/** GET and PUT /retention answer: the periods in force, who last changed them, and when expiry next runs. */
export const RetentionConfigSchema = Type.Composite([
  RetentionSettingsSchema,
  Type.Object({
    updated: Nullable(IsoTime(), { description: 'When they were last changed; null while the defaults apply' }),
    updatedBy: Nullable(Type.String(), { description: 'Who changed them last (name, else email)' }),
    nextPass: Nullable(IsoTime(), {
      description: 'When the expiry pass of the API process that answered runs next; null when none is scheduled',
    }),
  }),
]);
/** GET and PUT /retention answer. */
export type RetentionConfig = Static<typeof RetentionConfigSchema>;
