import { formatNumber } from '../format/number';
import { plural } from '../format/plural';

/** The counts behind one cohort's share: its users and those the policy matched again within the horizon. */
export interface EducationCohort {
  users: number;
  repeated: number;
}

/** A cohort's share as a whole percentage; none of none is 0%. */
export function repeatPercent(cohort: EducationCohort): number {
  return cohort.users > 0 ? Math.round((cohort.repeated / cohort.users) * 100) : 0;
}

const share = (cohort: EducationCohort) =>
  `${formatNumber(cohort.repeated)} of ${formatNumber(cohort.users)} (${formatNumber(repeatPercent(cohort))}%)`;

/**
 * An educate effect in one sentence, with the counts behind each percentage:
 * '12 of 40 educated users repeated (30%) vs 25 of 50 (50%) without education'. A cohort without users says so
 * rather than showing 0 of 0 (`repeatDays`: the horizon, EDUCATION_REPEAT_DAYS).
 */
export function describeEducationEffect(effect: {
  educated: EducationCohort;
  baseline: EducationCohort;
  repeatDays: number;
}): string {
  const { educated, baseline } = effect;
  if (educated.users === 0) {
    const since = `No educated user has had ${plural(effect.repeatDays, 'day')} since yet`;
    return baseline.users === 0 ? since : `${since}; ${share(baseline)} repeated without education`;
  }
  const educatedText =
    `${formatNumber(educated.repeated)} of ${plural(educated.users, 'educated user', formatNumber(educated.users))} ` +
    `repeated (${formatNumber(repeatPercent(educated))}%)`;
  return baseline.users === 0
    ? `${educatedText}; no user was matched without education to compare with`
    : `${educatedText} vs ${share(baseline)} without education`;
}
