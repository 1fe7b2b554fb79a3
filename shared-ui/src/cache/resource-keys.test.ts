import { createResourceKeys, hasKeyPrefix } from './resource-keys';

const incidentKeys = createResourceKeys('incidents');

describe('createResourceKeys', () => {
  it('starts every key with the tenant and the resource', () => {
    const query = { pageSize: 100 };
    expect(incidentKeys.list('t1', query)).toEqual(['tenants', 't1', 'incidents', 'list', query]);
    expect(incidentKeys.page('t1', query, 'c2')).toEqual(['tenants', 't1', 'incidents', 'list', query, 'page', 'c2']);
    expect(createResourceKeys('devices').count('t2', query)).toEqual(['tenants', 't2', 'devices', 'count', query]);
  });

  it('puts lists and counts under their prefixes, and only the same tenant and resource there', () => {
    const query = { pageSize: 100 };
    expect(hasKeyPrefix(incidentKeys.page('t1', query, null), incidentKeys.lists('t1'))).toBe(true);
    expect(hasKeyPrefix(incidentKeys.count('t1', query), incidentKeys.counts('t1'))).toBe(true);
    expect(hasKeyPrefix(incidentKeys.count('t1', query), incidentKeys.lists('t1'))).toBe(false);
    expect(hasKeyPrefix(incidentKeys.list('t2', query), incidentKeys.lists('t1'))).toBe(false);
    expect(hasKeyPrefix(createResourceKeys('devices').list('t1', query), incidentKeys.lists('t1'))).toBe(false);
    expect(hasKeyPrefix('tenants', incidentKeys.all('t1'))).toBe(false);
  });
});
