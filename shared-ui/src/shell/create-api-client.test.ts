import { ApiError } from './api-error';
import { typedApi } from 'shared-contracts';
import { buildUrl, createApiClient } from './create-api-client';
import { apiForTenant } from './tenant-clients';

interface FakeAnswer {
  status: number;
  body?: string;
  contentType?: string;
}

function fakeFetch(answer: FakeAnswer) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      statusText: 'Status',
      headers: { get: () => answer.contentType ?? 'application/json' },
      text: async () => answer.body ?? '',
    } as unknown as Response;
  };
  return { impl: impl as typeof fetch, calls };
}

function client(answer: FakeAnswer, onUnauthorized = jest.fn()) {
  const fake = fakeFetch(answer);
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    getSessionToken: () => 'session-jwt',
    getTenantId: () => 'tenant-1',
    onUnauthorized,
    fetchImpl: fake.impl,
  });
  return { api, calls: fake.calls, onUnauthorized };
}

describe('createApiClient', () => {
  it('sends the bearer session and the active tenant, and answers the JSON body', async () => {
    const { api, calls } = client({ status: 200, body: '{"incidents":[]}' });
    await expect(api.get('/incidents', { query: { pageSize: 100 } })).resolves.toEqual({ incidents: [] });
    expect(calls[0]?.url).toBe('http://api.test/incidents?pageSize=100');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer session-jwt', 'Tenant-Id': 'tenant-1' });
  });

  it('serialises a JSON body on writes', async () => {
    const { api, calls } = client({ status: 204 });
    const entry = { page: 'Login', action: 'Logon', outcome: 'Success' };
    await expect(api.post('/audit-logs', entry)).resolves.toBeUndefined();
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: JSON.stringify(entry) });
  });

  it('turns problem details into a typed ApiError', async () => {
    const problem = {
      title: 'Bad Request',
      status: 400,
      detail: 'pageSize too big',
      errors: [{ field: 'pageSize', message: 'max 1000' }],
    };
    const { api, onUnauthorized } = client({
      status: 400,
      body: JSON.stringify(problem),
      contentType: 'application/problem+json',
    });
    const error = await api.get('/incidents').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, title: 'Bad Request', detail: 'pageSize too big' });
    expect((error as ApiError).errors).toEqual([{ field: 'pageSize', message: 'max 1000' }]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([401, 403])('calls onUnauthorized on %i', async (status) => {
    const { api, onUnauthorized } = client({ status, body: '{"title":"Unauthorized"}' });
    await expect(api.delete('/lists/{id}', { path: { id: '1' }, query: { version: 1 } })).rejects.toMatchObject({
      status,
    });
    expect(onUnauthorized).toHaveBeenCalledWith(status);
  });
});

describe('buildUrl', () => {
  it('repeats array values and leaves out empty ones', () => {
    expect(
      buildUrl('http://api.test', 'egress-events', { severity: ['high', 'low'], search: undefined, cutoff: null }),
    ).toBe('http://api.test/egress-events?severity=high&severity=low');
  });
});

describe('createApiClient with an asynchronous session', () => {
  it('waits for the session token before calling, and fails the call when getting it fails', async () => {
    const fake = fakeFetch({ status: 200, body: '{}' });
    let refreshed = false;
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getSessionToken: async () => {
        await Promise.resolve();
        refreshed = true;
        return 'fresh-jwt';
      },
      getTenantId: () => 't-1',
      onUnauthorized: jest.fn(),
      fetchImpl: fake.impl,
    });
    await api.get('/tenants');
    expect(refreshed).toBe(true);
    expect(fake.calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer fresh-jwt' });

    const failing = createApiClient({
      baseUrl: 'http://api.test',
      getSessionToken: () => Promise.reject(new ApiError(401, 'Signed out')),
      getTenantId: () => 't-1',
      onUnauthorized: jest.fn(),
      fetchImpl: fake.impl,
    });
    await expect(failing.get('/tenants')).rejects.toMatchObject({ status: 401 });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('apiForTenant', () => {
  it('answers the same client with another Tenant-Id, leaving the first one as it was', async () => {
    const onUnauthorized = jest.fn();
    const { api, calls } = client({ status: 403, body: '{"title":"Forbidden"}' }, onUnauthorized);
    await expect(apiForTenant(api, 'tenant-2').get('/incidents/{id}', { path: { id: 'i-1' } })).rejects.toThrow();
    await expect(api.get('/incidents/{id}', { path: { id: 'i-1' } })).rejects.toThrow();
    const tenants = calls.map((call) => (call.init.headers as Record<string, string>)['Tenant-Id']);
    expect(tenants).toEqual(['tenant-2', 'tenant-1']);
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer session-jwt');
    // The other tenant's client signs out on 403 as the shell's own does.
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('refuses a client the kit did not make', () => {
    const api = typedApi({
      request: () => Promise.resolve(undefined),
      url: (path) => path,
      download: () => Promise.reject(new Error('no')),
    });
    expect(() => apiForTenant(api, 'tenant-2')).toThrow('not made by the kit');
  });
});
