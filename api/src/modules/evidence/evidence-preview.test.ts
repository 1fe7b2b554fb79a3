import { Readable } from 'node:stream';
import type { EgressEventMatch } from 'shared-contracts';
import { evidencePreview, findMatches, isTextType, previewSegments, readHead, textOf } from './evidence-preview';

const CARD: EgressEventMatch = { dataType: 'Credit card number', count: 1, snippets: ['4242 4242 4242 4242'] };
const marked = (segments: { text: string; match: string | null }[]) =>
  segments.filter((segment) => segment.match !== null).map((segment) => segment.text);

describe('findMatches', () => {
  it("finds every occurrence of the event's snippets and what its data types' detectors find, each once", () => {
    const text = 'a 4242 4242 4242 4242, b 5555-5555-5555-4444, mail ana.lee@acme.example, key AKIAIOSFODNN7EXAMPLE';
    const found = findMatches(text, [
      CARD,
      { dataType: 'Email address', count: 1, snippets: [] },
      { dataType: 'Source code', count: 1, snippets: [] },
    ]);
    expect(found.map(({ start, end, dataType }) => [text.slice(start, end), dataType])).toEqual([
      ['4242 4242 4242 4242', 'Credit card number'],
      ['5555-5555-5555-4444', 'Credit card number'],
      ['ana.lee@acme.example', 'Email address'],
    ]);
  });
});

describe('previewSegments', () => {
  it('shows a short text whole, its matches masked when redacting', () => {
    const { segments, matches, truncated } = previewSegments('card: 4242 4242 4242 4242.', [CARD], true);
    expect(segments).toEqual([
      { text: 'card: ', match: null },
      { text: '•••• •••• •••• 4242', match: 'Credit card number' },
      { text: '.', match: null },
    ]);
    expect([matches, truncated]).toEqual([1, false]);
    expect(marked(previewSegments('card: 4242 4242 4242 4242.', [CARD], false).segments)).toEqual([
      '4242 4242 4242 4242',
    ]);
  });

  it('shows only the parts around the matches of a long text, within the limit, never a part of a match', () => {
    const filler = (n: number) => ` ${'x'.repeat(n - 2)} `;
    const text = `${filler(1000)}4242 4242 4242 4242${filler(1000)}4111 1111 1111 1111${filler(1000)}`;
    const { segments, matches, truncated } = previewSegments(text, [CARD], true, 400);
    expect(truncated).toBe(true);
    expect(matches).toBe(2);
    expect(marked(segments)).toEqual(['•••• •••• •••• 4242', '•••• •••• •••• 1111']);
    const shown = segments.map((segment) => segment.text).join('');
    expect(shown.replace(/\n…\n/g, '').length).toBeLessThanOrEqual(400);
    expect(shown.startsWith('\n…\n')).toBe(true);
    expect(shown).not.toMatch(/4242 4242|4111 1111/);
    // A match longer than the limit is not shown: the text's start is, without the part of the match it cuts.
    const secret: EgressEventMatch = { dataType: 'Token', count: 1, snippets: ['topsecret-value-123456789'] };
    const cut = previewSegments(`${filler(10)}topsecret-value-123456789${filler(500)}`, [secret], false, 20);
    expect(cut.segments).toEqual([
      { text: filler(10), match: null },
      { text: '\n…\n', match: null },
    ]);
  });

  it('shows the start of a long text without matches', () => {
    const { segments, truncated } = previewSegments('y'.repeat(50), [], true, 10);
    expect(segments).toEqual([
      { text: 'y'.repeat(10), match: null },
      { text: '\n…\n', match: null },
    ]);
    expect(truncated).toBe(true);
  });
});

describe('the file read', () => {
  it('reads text types only, as UTF-8 without NUL, and at most the limit of a stream', async () => {
    expect(['text/csv', 'text/plain; charset=utf-8', 'application/json'].map(isTextType)).toEqual([true, true, true]);
    expect(['application/pdf', 'image/png', 'application/octet-stream'].map(isTextType)).toEqual([false, false, false]);
    expect(textOf(Buffer.from('Straße'))).toBe('Straße');
    expect(textOf(Buffer.from([0xff, 0xfe, 0x41]))).toBeNull();
    expect(textOf(Buffer.from('a\u0000b'))).toBeNull();
    // A character cut by the limit is left out, not an error.
    expect(textOf(Buffer.from('ab€').subarray(0, 3))).toBe('ab');
    const head = await readHead(Readable.from([Buffer.from('abcdef'), Buffer.from('ghij')]), 8);
    expect([head.bytes.toString(), head.more]).toEqual(['abcdefgh', true]);
    expect((await readHead(Readable.from([Buffer.from('abc')]), 8)).more).toBe(false);
  });

  it('has no preview for a file that is not text, and says when only part of a long file is shown', () => {
    const pdf = evidencePreview({ fileName: 'a.pdf', contentType: 'application/pdf' }, null, [CARD], true);
    expect(pdf).toMatchObject({ previewable: false, segments: [], matches: 0 });
    const binary = { bytes: Buffer.from([0, 1, 2]), more: false };
    expect(evidencePreview({ fileName: 'a.txt', contentType: 'text/plain' }, binary, [], true).previewable).toBe(false);
    const long = { bytes: Buffer.from('4242 4242 4242 4242'), more: true };
    expect(evidencePreview({ fileName: 'a.txt', contentType: 'text/plain' }, long, [CARD], true)).toMatchObject({
      previewable: true,
      truncated: true,
      matches: 1,
    });
  });
});
