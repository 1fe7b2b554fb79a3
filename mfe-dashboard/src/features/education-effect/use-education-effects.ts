import { useApiQuery } from 'shared-ui';

/**
 * GET /dashboard/education-effect: every policy that educates or educated, with its figures. Not a range widget: the
 * figures are over all stored events, for the users whose 30 days have passed. Not read when `enabled` is false.
 */
export function useEducationEffects(enabled = true) {
  return useApiQuery('/dashboard/education-effect', {}, { enabled });
}
