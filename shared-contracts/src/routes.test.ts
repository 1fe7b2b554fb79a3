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
  it('has seven rail entries, each rendered by a remote', () => {
    const rail = TOP_LEVEL_ROUTES.filter((route) => route.inRail);
    expect(rail).toHaveLength(7);
    expect(rail.every((route) => route.remote !== undefined)).toBe(true);
  });
});
