import { capitalizeFirst, hostFromUrl, splitFilePath, stripHostPlaceholder } from './text';

describe('stripHostPlaceholder', () => {
  it('removes only a leading {host}', () => {
    expect(stripHostPlaceholder('{host}/evidence/1')).toBe('/evidence/1');
    expect(stripHostPlaceholder('/a/{host}')).toBe('/a/{host}');
  });
});

describe('hostFromUrl', () => {
  it.each([
    ['https://chat.openai.com/c/123?x=1', 'chat.openai.com'],
    ['https://user:pw@Drive.Google.com:8443/file', 'drive.google.com'],
    ['//cdn.example.org/a.js', 'cdn.example.org'],
    ['example.com/path', 'example.com'],
    ['example.com:8080', 'example.com'],
    ['http://[::1]:3000/', '[::1]'],
    ['/relative/path', ''],
    ['', ''],
  ])('%s gives %s', (url, host) => {
    expect(hostFromUrl(url)).toBe(host);
  });
});

describe('capitalizeFirst', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalizeFirst('high risk')).toBe('High risk');
    expect(capitalizeFirst('éclair')).toBe('Éclair');
    expect(capitalizeFirst('')).toBe('');
    expect(capitalizeFirst('aBC')).toBe('ABC');
  });
});

describe('splitFilePath', () => {
  it('splits Windows paths', () => {
    expect(splitFilePath('C:\\Users\\ada\\q3.report.pdf')).toEqual({
      folders: ['C:', 'Users', 'ada'],
      name: 'q3.report',
      extension: 'pdf',
    });
  });
  it('splits POSIX paths and keeps dot files whole', () => {
    expect(splitFilePath('/home/ada/.env')).toEqual({ folders: ['home', 'ada'], name: '.env', extension: '' });
    expect(splitFilePath('notes.txt')).toEqual({ folders: [], name: 'notes', extension: 'txt' });
    expect(splitFilePath('/var/log/')).toEqual({ folders: ['var', 'log'], name: '', extension: '' });
    expect(splitFilePath('archive.')).toEqual({ folders: [], name: 'archive.', extension: '' });
  });
});
