import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('reads quoted, bare and extended names, the extended one first', () => {
    expect(fileNameFromContentDisposition('attachment; filename="incidents-2026-01-01.csv"', 'x.csv')).toBe(
      'incidents-2026-01-01.csv',
    );
    expect(fileNameFromContentDisposition('attachment; filename=devices.csv', 'x.csv')).toBe('devices.csv');
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="plain.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
        'x.csv',
      ),
    ).toBe('résumé.csv');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".csv"', 'x.csv')).toBe('a "b".csv');
  });

  it('falls back without a name and never keeps a folder', () => {
    expect(fileNameFromContentDisposition(null, 'incidents.csv')).toBe('incidents.csv');
    expect(fileNameFromContentDisposition('attachment', 'incidents.csv')).toBe('incidents.csv');
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
  });
});
