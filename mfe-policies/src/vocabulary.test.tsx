// Issue 33: the policies page names verdicts and statuses as the console's one vocabulary (VALUE_LABELS): a
// verdict CHALLENGE is Monitored and BLOCK Protected (SPEC §4), as on the egress and incidents pages.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'shared-ui/core';
import { labelOf, POLICY_STATUSES, VERDICTS } from 'shared-contracts';
import type { Policy } from 'shared-contracts';
import { policyColumns } from './features/policies/components/policy-columns';
import { policyFixture } from './testing/policy-fixtures';

const policy = policyFixture;

const actions = { setStatus: () => undefined, move: () => undefined, editPath: () => '/policies/p-1/edit' };

function cellText(title: string, row: Policy): string {
  const column = policyColumns([row], false, actions).find((candidate) => candidate.title === title);
  if (!column?.render || !('dataIndex' in column)) throw new Error(`no ${title} column`);
  const value = row[column.dataIndex as keyof Policy];
  const cell = (column.render as (value: unknown, row: Policy, index: number) => ReactNode)(value, row, 0);
  return render(<MemoryRouter>{cell}</MemoryRouter>).container.textContent ?? '';
}

describe('the policies page speaks the one vocabulary', () => {
  it.each(VERDICTS)('shows the verdict %s by its label in the list', (verdict) => {
    expect(cellText('Verdict', policy({ verdict }))).toBe(labelOf('verdict', verdict));
  });

  it('shows CHALLENGE as Monitored and BLOCK as Protected (SPEC §4)', () => {
    expect(cellText('Verdict', policy({ verdict: 'CHALLENGE' }))).toBe('Monitored');
    expect(cellText('Verdict', policy({ verdict: 'BLOCK' }))).toBe('Protected');
  });

  it.each(POLICY_STATUSES)('shows the status %s by its label', (status) => {
    expect(cellText('Status', policy({ status }))).toBe(labelOf('policyStatus', status));
  });
});
