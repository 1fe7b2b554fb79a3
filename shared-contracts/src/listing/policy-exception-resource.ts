// Policy exceptions' listing (issue 30), declared as the other resources are (./list-resources).

import {
  POLICY_EXCEPTION_SORT_COLUMNS,
  POLICY_EXCEPTION_STATE_LABELS,
  POLICY_EXCEPTION_STATES,
} from '../api/policy-exceptions';
import { EGRESS_CHANNELS, labelledOptions } from '../labels';
import { dateRangeFilter, optionsFilter } from './filter-definition';
import { defineListResource } from './list-resources';

const exceptionState = optionsFilter('State', {
  options: POLICY_EXCEPTION_STATES.map((value) => ({ value, label: POLICY_EXCEPTION_STATE_LABELS[value] })),
});

/**
 * Policy exceptions (issue 30): GET /policy-exceptions answers `exceptions`, the count totalExceptions and
 * totalFilteredExceptions. Filtered by state (expired derived from the time), the channel and data type it exempts,
 * and who requested it; the date picker applies to the request time.
 */
export const POLICY_EXCEPTION_LIST_RESOURCE = defineListResource({
  resource: 'policy-exceptions',
  itemsKey: 'exceptions',
  countKeys: { total: 'totalExceptions', filtered: 'totalFilteredExceptions', approximate: 'approximate' },
  sort: POLICY_EXCEPTION_SORT_COLUMNS,
  filters: [
    dateRangeFilter('Date Picker'),
    exceptionState,
    optionsFilter('Egress Channel', { options: labelledOptions('channel', EGRESS_CHANNELS) }),
    optionsFilter('Data Type', { endpoint: '/filters/data-type-options' }),
    optionsFilter('Requested By', { endpoint: '/filters/assignee-options' }),
  ],
});
