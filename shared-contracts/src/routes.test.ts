import { TOP_LEVEL_ROUTES, joinPath, linkTarget } from './routes';

describe('linkTarget', () => {
  it('cuts the path before its first parameter segment', () => {
    expect(linkTarget('/report-templates/:id?/:reportId?')).toBe('/report-templates');
    expect(linkTarget('/policies/:policyId/edit')).toBe('/policies');
  });

  it('keeps a path without parameters whole', () => {
    expect(linkTarget('/dashboard')).toBe('/dashboard');
  });
});

describe('joinPath', () => {
  it('joins parent and child with one slash', () => {
    expect(joinPath('/egress', 'not-covered')).toBe('/egress/not-covered');
    expect(joinPath('/egress/', '/monitored')).toBe('/egress/monitored');
  });

  it('answers the parent for the index child', () => {
    expect(joinPath('/dashboard', '')).toBe('/dashboard');
  });
});

describe('TOP_LEVEL_ROUTES', () => {
  it('has seven rail entries, each rendered by a remote, in the rail order of SPEC §2', () => {
    const rail = TOP_LEVEL_ROUTES.filter((route) => route.inRail);
    expect(rail.map((route) => route.navTitle)).toEqual([
      'Dashboard',
      'Incidents',
      'Data Egress',
      'Reports',
      'Policies',
      'Devices',
      'Settings',
    ]);
    expect(rail.every((route) => route.remote !== undefined)).toBe(true);
  });

  it('keeps the titles, icons and redirect the registry gives', () => {
    const settings = TOP_LEVEL_ROUTES.find((route) => route.remote === 'mfe_settings');
    expect(settings).toEqual({
      path: '/settings',
      navTitle: 'Settings',
      displayTitle: 'Configuration',
      icon: 'settings',
      remote: 'mfe_settings',
      inRail: true,
      redirectTo: 'lists',
    });
    expect(TOP_LEVEL_ROUTES.find((route) => route.path === '/integrations')).toEqual({
      path: '/integrations',
      navTitle: 'Integrations',
      icon: 'integrations',
      inRail: false,
    });
  });
});
