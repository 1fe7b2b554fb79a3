import { FEATURE_FLAG_DEFAULTS } from './feature-flags';
import { buildPath, declareRemoteRoutes } from './remote-routes';

const ctx = (userManagement: boolean) => ({
  flags: { ...FEATURE_FLAG_DEFAULTS, DISPLAY_USER_MANAGEMENT_PAGE: userManagement },
  can: () => true,
});

describe('buildPath', () => {
  it('fills each parameter in order, encoded, under the mount path', () => {
    expect(buildPath('/policies', ':policyId/edit', ['p 1'])).toBe('/policies/p%201/edit');
    expect(buildPath('/policies', '', [])).toBe('/policies');
  });

  it('leaves out optional parameters without a value and refuses a missing required one', () => {
    expect(buildPath('/report-templates', ':id?/:reportId?', ['t-1'])).toBe('/report-templates/t-1');
    expect(buildPath('/report-templates', ':id?/:reportId?', [])).toBe('/report-templates');
    expect(() => buildPath('/policies', ':policyId/edit', [])).toThrow(':policyId');
  });
});

describe('declareRemoteRoutes', () => {
  const declared = declareRemoteRoutes('mfe_settings', {
    lists: { path: 'lists', title: 'Lists' },
    user: {
      path: 'users/:userId',
      title: 'User',
      displayTitle: 'One user',
      available: ({ flags }) => flags.DISPLAY_USER_MANAGEMENT_PAGE,
    },
  });

  it('takes the mount path and redirect from the registry and builds typed absolute paths', () => {
    expect(declared.mountPath).toBe('/settings');
    expect(declared.redirectTo).toBe('lists');
    expect(declared.paths.lists()).toBe('/settings/lists');
    expect(declared.paths.user('u-1')).toBe('/settings/users/u-1');
    // @ts-expect-error the user path needs its userId
    expect(() => declared.paths.user()).toThrow();
  });

  it('derives the child routes from the titled declarations, an unavailable one without a tab', () => {
    expect(declared.routes.map((route) => [route.path, route.title, route.displayTitle])).toEqual([
      ['lists', 'Lists', undefined],
      ['users/:userId', 'User', 'One user'],
    ]);
    const rule = declared.routes[1]?.hiddenFromTabs;
    expect(typeof rule === 'function' && rule(ctx(false))).toBe(true);
    expect(typeof rule === 'function' && rule(ctx(true))).toBe(false);
    expect(declared.routes[0]).not.toHaveProperty('hiddenFromTabs');
  });

  it('refuses a remote the registry does not name', () => {
    expect(() => declareRemoteRoutes('mfe_nothing', {})).toThrow('mfe_nothing');
  });
});
