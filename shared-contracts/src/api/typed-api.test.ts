import type { IncidentCounts, IncidentList } from '../schemas/incidents';
import { fillPath, SCIM_BASE_PATH, typedApi } from './typed-api';
import type { ApiTransport } from './typed-api';

function recordingClient() {
  const calls: unknown[][] = [];
  const client: ApiTransport = {
    request: (...args) => {
      calls.push(args);
      return Promise.resolve(undefined);
    },
    url: (path, query) => `https://api.test${path}?${new URLSearchParams(query as Record<string, string>)}`,
    download: (...args) => {
      calls.push(['download', ...args]);
      return Promise.resolve(new Response('a,b'));
    },
  };
  return { client, calls };
}

describe('fillPath', () => {
  it('fills and encodes placeholders, and refuses a missing one', () => {
    expect(fillPath('/incidents/{id}/comments', { id: 'a b/c' })).toBe('/incidents/a%20b%2Fc/comments');
    expect(() => fillPath('/incidents/{id}')).toThrow(/needs id/);
  });
});

describe('typedApi', () => {
  it('sends the method, the filled path, the body and the query through the transport', async () => {
    const { client, calls } = recordingClient();
    const api = typedApi(client);
    await api.get('/incidents', { query: { severity: ['high'], pageSize: 10 } });
    await api.post('/incidents/{id}/comments', { message: 'hi' }, { path: { id: 'i1' }, query: { created: 'c' } });
    await api.get('/tenants');
    await api.delete('/lists/{id}', { path: { id: 'l 1' }, query: { version: 2 } });
    await api.download('/evidence/download', { eventId: 'e1', created: 'c' });
    await api.getListing('/filters/hostname-options', { search: 'h' });
    await api.request('patch', '/lists/{id}', { path: { id: 'l1' } }, { name: 'n', version: 1 });
    expect(calls).toEqual([
      ['get', '/incidents', undefined, { severity: ['high'], pageSize: 10 }],
      ['post', '/incidents/i1/comments', { message: 'hi' }, { created: 'c' }],
      ['get', '/tenants', undefined, undefined],
      ['delete', '/lists/l%201', undefined, { version: 2 }],
      ['download', '/evidence/download', { eventId: 'e1', created: 'c' }, undefined],
      ['get', '/filters/hostname-options', undefined, { search: 'h' }],
      ['patch', '/lists/l1', { name: 'n', version: 1 }, undefined],
    ]);
  });

  it('builds absolute URLs of routes and of the SCIM base', () => {
    const api = typedApi(recordingClient().client);
    expect(api.url('/policies/{id}', { path: { id: 'p/1' } })).toBe('https://api.test/policies/p%2F1?');
    expect(api.url(SCIM_BASE_PATH)).toBe('https://api.test/scim/v2?');
  });

  it('types each call by the API’s routes (checked by tsc -b)', () => {
    const api = typedApi(recordingClient().client);
    const typed = async () => {
      const list: IncidentList = await api.get('/incidents');
      const counts: IncidentCounts = await api.get('/incidents/count', { query: { severity: ['low'] } });
      // @ts-expect-error -- no such route
      await api.get('/incident');
      // @ts-expect-error -- severity values are the API's
      await api.get('/incidents', { query: { severity: ['purple'] } });
      // @ts-expect-error -- the path parameter is required
      await api.get('/incidents/{id}');
      // @ts-expect-error -- the body's fields are the API's
      await api.post('/incidents/{id}/comments', { text: 'hi' }, { path: { id: 'i1' } });
      await api.request('post', '/devices/enrolment-tokens/{id}/revoke', { path: { id: 't1' } });
      // @ts-expect-error -- the revoke takes no body
      await api.request('post', '/devices/enrolment-tokens/{id}/revoke', { path: { id: 't1' } }, { name: 'x' });
      // @ts-expect-error -- the token's creation takes a body
      await api.request('post', '/devices/enrolment-tokens', {});
      // @ts-expect-error -- only a grid's routes take a grid's query
      await api.getListing('/tenants', {});
      const page: IncidentList = await api.getListing('/incidents', { pageSize: 10 });
      // @ts-expect-error -- the answer is the audit log's counts, not the incidents'
      const wrong: IncidentCounts = await api.get('/audit-logs/count');
      return [list, counts, wrong, page];
    };
    expect(typeof typed).toBe('function');
  });
});
