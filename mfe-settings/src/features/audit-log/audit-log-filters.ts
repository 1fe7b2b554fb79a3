import { AUDIT_OUTCOMES, dateRangeFilter, optionsFilter, optionsOf } from 'shared-contracts';
import type { FilterDefinition } from 'shared-contracts';

/**
 * The audit log's filters in SPEC §2's order and names: the date picker, then User, Page and Action chosen from the
 * values the tenant's log holds (GET /filters/audit-*-options), and Outcome from the outcomes the API writes.
 */
export const AUDIT_LOG_FILTERS: readonly FilterDefinition[] = [
  dateRangeFilter('Date Picker'),
  optionsFilter('User', { endpoint: '/filters/audit-user-options' }),
  optionsFilter('Page', { endpoint: '/filters/audit-page-options' }),
  optionsFilter('Action', { endpoint: '/filters/audit-action-options' }),
  optionsFilter('Outcome', { options: optionsOf(AUDIT_OUTCOMES) }),
];
