import { csvField, csvRecord, neutraliseCell } from './csv-export';

describe('CSV fields', () => {
  it('neutralises cells starting with = + - @ tab or CR with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseCell(`${start}1`)).toBe(`'${start}1`);
    expect(neutraliseCell('a=1')).toBe('a=1');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(-3)).toBe("'-3");
  });

  it('quotes commas, quotes, CR and LF (doubling quotes), so a value never ends a record', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('note\n=2+3')).toBe('"note\n=2+3"');
    expect(csvField('note\r=2+3')).toBe('"note\r=2+3"');
    expect(csvField('\rx')).toBe(`"'\rx"`);
    expect(csvField('plain')).toBe('plain');
  });

  it('ends each record with CRLF', () => {
    expect(csvRecord(['a', 1, true, null])).toBe('a,1,true,\r\n');
  });
});
