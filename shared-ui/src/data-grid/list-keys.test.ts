import { serverListKeys } from './list-keys';

describe('serverListKeys', () => {
  it('starts every key with the tenant', () => {
    const query = { pageSize: 100 };
    expect(serverListKeys.list('t1', 'incidents', query)).toEqual(['tenants', 't1', 'incidents', 'list', query]);
    expect(serverListKeys.count('t2', 'devices', query)).toEqual(['tenants', 't2', 'devices', 'count', query]);
  });
});
