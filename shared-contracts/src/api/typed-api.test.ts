import type { ApiClient } from '../shell-context';
import type { IncidentCounts, IncidentList } from '../schemas/incidents';
import { fillPath, typedApi } from './typed-api';

function recordingClient() {
  const calls: unknown[][] = [];
  const answer = (...args: unknown[]) => {
    calls.push(args);
    return Promise.resolve(undefined as never);
  };
  const client: ApiClient = {
    get: answer,
    post: answer,
    put: answer,
    patch: answer,
    delete: answer,
    url: (path) => path,
    download: () => Promise.reject(new Error('not used')),
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
  it('sends the filled path, the body and the query through the ApiClient', async () => {
    const { client, calls } = recordingClient();
    const api = typedApi(client);
    await api.get('/incidents', { query: { severity: ['high'], pageSize: 10 } });
    await api.post('/incidents/{id}/comments', { message: 'hi' }, { path: { id: 'i1' }, query: { created: 'c' } });
    await api.get('/tenants');
    expect(calls).toEqual([
      ['/incidents', { severity: ['high'], pageSize: 10 }],
      ['/incidents/i1/comments', { message: 'hi' }, { created: 'c' }],
      ['/tenants', undefined],
    ]);
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
      // @ts-expect-error -- the answer is the audit log's counts, not the incidents'
      const wrong: IncidentCounts = await api.get('/audit-logs/count');
      return [list, counts, wrong];
    };
    expect(typeof typed).toBe('function');
  });
});
