import { FEATURE_FLAG_DEFAULTS, TOP_LEVEL_ROUTES, type RemoteChildRoute } from 'shared-contracts';
import { activeTabFor, findTopLevelRoute, headerTitle, matchChildRoute, visibleTabs } from './route-titles';

const policies: RemoteChildRoute[] = [
  { path: '', title: 'Policies' },
  { path: 'builder', title: 'Create New Policy', displayTitle: 'Create New Policy', hiddenFromTabs: true },
  { path: ':policyId/edit', title: 'Edit Policy', displayTitle: 'Edit Policy', hiddenFromTabs: true },
];
const top = (path: string) => TOP_LEVEL_ROUTES.find((route) => route.path === path);

describe('route titles', () => {
  it('answers the deepest child display title, else the top-level display title', () => {
    expect(headerTitle('/policies/builder', top('/policies'), policies)).toBe('Create New Policy');
    expect(headerTitle('/policies/p-1/edit', top('/policies'), policies)).toBe('Edit Policy');
    expect(headerTitle('/policies', top('/policies'), policies)).toBe('Protection Policies');
  });

  it('falls back to the navigation title, else empty', () => {
    expect(headerTitle('/incidents', top('/incidents'), [])).toBe('Incidents');
    expect(headerTitle('/nowhere', undefined)).toBe('');
  });

  it('finds the top-level route by its link target, parameters included', () => {
    expect(findTopLevelRoute('/report-templates/t-1/r-2')?.navTitle).toBe('Reports');
    expect(findTopLevelRoute('/egress/lineage')?.navTitle).toBe('Data Egress');
    expect(findTopLevelRoute('/egressx')).toBeUndefined();
  });

  it('matches optional parameter segments', () => {
    const reports: RemoteChildRoute[] = [{ path: ':id?/:reportId?', title: 'Reports', hiddenFromTabs: true }];
    expect(matchChildRoute('/report-templates/t-1', '/report-templates', reports)).toBe(reports[0]);
  });

  it('evaluates tab rules with flags and permission', () => {
    const settings: RemoteChildRoute[] = [
      { path: 'lists', title: 'Lists' },
      { path: 'user-management', title: 'User Management', hiddenFromTabs: ({ can }) => !can('users.manage') },
    ];
    const flags = { ...FEATURE_FLAG_DEFAULTS };
    expect(visibleTabs(settings, { flags, can: () => false }).map((tab) => tab.title)).toEqual(['Lists']);
    expect(visibleTabs(settings, { flags, can: () => true })).toHaveLength(2);
    expect(visibleTabs(policies, { flags, can: () => true }).map((tab) => tab.title)).toEqual(['Policies']);
  });

  it('keeps the tab a hidden sibling route names selected, and only if that tab is visible', () => {
    const egress: RemoteChildRoute[] = [
      { path: '', title: 'All Events' },
      { path: 'monitored', title: 'Monitored Events', hiddenFromTabs: ({ can }) => !can('incidents.read') },
      { path: 'lineage', title: 'Lineage', hiddenFromTabs: true, tabOf: '' },
      { path: 'lineage/monitored', title: 'Monitored Events', hiddenFromTabs: true, tabOf: 'monitored' },
      { path: 'lineage/other', title: 'Other', hiddenFromTabs: true },
    ];
    const flags = { ...FEATURE_FLAG_DEFAULTS };
    const can = { flags, can: () => true };
    const at = (pathname: string, ctx = can) =>
      activeTabFor(matchChildRoute(pathname, '/egress', egress), egress, ctx)?.title;
    expect(at('/egress')).toBe('All Events');
    expect(at('/egress/lineage')).toBe('All Events');
    expect(at('/egress/lineage/monitored')).toBe('Monitored Events');
    expect(at('/egress/lineage/other')).toBeUndefined();
    expect(at('/egress/lineage/monitored', { flags, can: () => false })).toBeUndefined();
    expect(activeTabFor(undefined, egress, can)).toBeUndefined();
  });
});
