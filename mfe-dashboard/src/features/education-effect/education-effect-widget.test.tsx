import { render, screen, within } from '@testing-library/react';
import { ALL_TENANTS_ID, type PolicyEducationEffect } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { EDUCATION_EFFECT_CAPTION, EducationEffectWidget } from './education-effect-widget';

const effect = (policyName: string, educated: [number, number], baseline: [number, number]): PolicyEducationEffect => ({
  policyId: `p-${policyName}`,
  policyName,
  verdict: 'educate',
  repeatDays: 30,
  asOf: '2026-11-29T12:00:00.000Z',
  educated: { users: educated[0], repeated: educated[1] },
  baseline: { users: baseline[0], repeated: baseline[1] },
});

function renderWidget(policies: PolicyEducationEffect[], tenantId?: string) {
  const fake = createFakeApi({ 'GET /dashboard/education-effect': () => ({ policies }) });
  render(
    <TestShell shell={createTestShell({ api: fake.api, ...(tenantId && { tenantId }) })} url="/dashboard">
      <EducationEffectWidget />
    </TestShell>,
  );
  return fake;
}

describe('EducationEffectWidget', () => {
  it('lists each educating policy with both shares and the counts behind them', async () => {
    renderWidget([
      effect('Educate on personal cloud storage', [40, 12], [50, 25]),
      effect('Educate on USB', [1, 1], [0, 0]),
    ]);
    const list = await screen.findByRole('list', { name: 'Policies that educate' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Educate on personal cloud storage12 of 40 educated users repeated (30%) vs 25 of 50 (50%) without education',
      'Educate on USB1 of 1 educated user repeated (100%); no user was matched without education to compare with',
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Educated users who repeated: 30%' })).toBeTruthy();
    expect(within(items[0]!).getByRole('img', { name: 'Users without education who repeated: 50%' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Does educating work?' });
    expect(region.textContent).toContain(EDUCATION_EFFECT_CAPTION);
  });

  it('says when no policy educates', async () => {
    renderWidget([]);
    expect(await screen.findByText('No policy gives the Educate verdict')).toBeTruthy();
  });

  it('over All tenants asks for a tenant instead of reading (policies are each tenant’s own)', async () => {
    const fake = renderWidget([effect('Educate on USB', [1, 1], [0, 0])], ALL_TENANTS_ID);
    expect(await screen.findByText('Shown one tenant at a time')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Policies that educate' })).toBeNull();
    expect(fake.calls).toEqual([]);
  });
});
