import { render, screen, waitFor } from '@testing-library/react';
import type { PolicyEducationEffect } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { EducationEffectCard } from './education-effect-card';

const EFFECT: PolicyEducationEffect = {
  policyId: 'p-1',
  policyName: 'Educate on personal cloud storage',
  verdict: 'educate',
  repeatDays: 30,
  asOf: '2026-11-29T12:00:00.000Z',
  educated: { users: 40, repeated: 12 },
  baseline: { users: 50, repeated: 25 },
};

function renderCard(effect: PolicyEducationEffect, educates: boolean) {
  const fake = createFakeApi({ 'GET /policies/p-1/education-effect': () => ({ educationEffect: effect }) });
  render(
    <TestShell shell={createTestShell({ api: fake.api })} url="/policies/p-1/edit">
      <EducationEffectCard policyId="p-1" educates={educates} />
    </TestShell>,
  );
  return { fake };
}

describe('EducationEffectCard', () => {
  it("shows the policy's figures with the counts behind each percentage", async () => {
    renderCard(EFFECT, true);
    expect(
      await screen.findByText('12 of 40 educated users repeated (30%) vs 25 of 50 (50%) without education'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Does educating work?' })).toBeTruthy();
  });

  it('shows nothing for a policy that does not educate and never educated anyone', async () => {
    const { fake } = renderCard({ ...EFFECT, verdict: 'BLOCK', educated: { users: 0, repeated: 0 } }, false);
    await waitFor(() => expect(fake.callsTo('GET', '/policies/p-1/education-effect')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Does educating work?' })).toBeNull();
    expect(screen.queryByText(/educated users/)).toBeNull();
  });
});
