import { deriveApiBaseUrl, parseRemoteRegistry, parseRuntimeConfig } from './load-runtime-config';

const location = { protocol: 'https:', host: 'app.example.com' };

describe('runtime config', () => {
  afterEach(() => jest.restoreAllMocks());

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
    const good = { name: 'mfe_incidents', manifest: '/m.json', contractVersion: 1 };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRemoteRegistry({ remotes: [good, { name: 'broken' }] })).toEqual({ remotes: [good] });
    expect(warn).toHaveBeenCalledWith('remotes.json: ignored malformed entries', 1);
    expect(parseRemoteRegistry(null)).toEqual({ remotes: [] });
  });

  it('keeps a released line with its integrity, and drops one whose integrity is malformed', () => {
    const line = {
      name: 'mfe_incidents',
      manifest: 'https://cdn.example.com/mfe-incidents/0.1.0+ab12cd3/mf-manifest.json',
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

  it('keeps the fields it does not know, such as a release version', () => {
    const line = { name: 'mfe_incidents', manifest: '/m.json', contractVersion: 1, version: '0.1.0+ab12cd3' };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRemoteRegistry({ remotes: [line] })).toEqual({ remotes: [line] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores the line of a remote the console does not have, and says so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unknown = { name: 'mfe_billing', manifest: '/b.json', contractVersion: 1 };
    expect(parseRemoteRegistry({ remotes: [unknown] })).toEqual({ remotes: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored the line of mfe_billing'));
  });

  it('says that a line restating a mount path is not read, and mounts the remote where it was built to be', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const line = { name: 'mfe_incidents', manifest: '/m.json', contractVersion: 1, mountPath: '/cases' };
    expect(parseRemoteRegistry({ remotes: [line] })).toEqual({ remotes: [line] });
    expect(warn).toHaveBeenCalledWith(
      'remotes.json: the line of mfe_incidents restates mountPath, which the console does not read: ' +
        'it mounts mfe_incidents at /incidents, as built',
    );
  });
});
