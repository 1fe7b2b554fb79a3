import { deriveApiBaseUrl, parseRemoteRegistry, parseRuntimeConfig } from './load-runtime-config';

const location = { protocol: 'https:', host: 'app.example.com' };

describe('runtime config', () => {
  it('derives the API host from the page host', () => {
    expect(deriveApiBaseUrl(location)).toBe('https://api.example.com');
    expect(parseRuntimeConfig({ descopeProjectId: 'P1' }, location).apiBaseUrl).toBe('https://api.example.com');
  });

  it('prefers the configured API base URL', () => {
    const config = parseRuntimeConfig({ descopeProjectId: 'P1', apiBaseUrl: 'http://127.0.0.1:8081/' }, location);
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:8081');
  });

  it('refuses a config without a project id', () => {
    expect(() => parseRuntimeConfig({}, location)).toThrow('descopeProjectId');
  });

  it('keeps well-formed registry lines only', () => {
    const good = {
      name: 'mfe_incidents',
      manifest: '/m.json',
      mountPath: '/incidents',
      exposed: './routes',
      contractVersion: 1,
    };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRemoteRegistry({ remotes: [good, { name: 'broken' }] })).toEqual({ remotes: [good] });
    expect(parseRemoteRegistry(null)).toEqual({ remotes: [] });
  });

  it('keeps a released line with its integrity, and drops one whose integrity is malformed', () => {
    const line = {
      name: 'mfe_incidents',
      manifest: 'https://cdn.example.com/mfe-incidents/0.1.0+ab12cd3/mf-manifest.json',
      mountPath: '/incidents',
      exposed: './routes',
      contractVersion: 1,
      version: '0.1.0+ab12cd3',
      integrity: { 'mf-manifest.json': 'sha384-AbC+/9==', 'remoteEntry.js': 'sha384-XyZ' },
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRemoteRegistry({ remotes: [line] })).toEqual({ remotes: [line] });
    const unchecked = { ...line, integrity: { 'remoteEntry.js': 'md5-abc' } };
    expect(parseRemoteRegistry({ remotes: [unchecked, { ...line, integrity: 'sha384-x' }] })).toEqual({ remotes: [] });
    expect(warn).toHaveBeenCalledWith('remotes.json: ignored malformed entries', 2);
  });
});
