import type { ExtendedEgressEvent } from 'shared-contracts';
import { redactEventSnippets, redactSnippet } from './redact-snippets';

describe('redactSnippet', () => {
  it('keeps the last four letters or digits and the punctuation, masking the rest', () => {
    expect(redactSnippet('4242 4242 4242 4242')).toBe('•••• •••• •••• 4242');
    expect(redactSnippet('123-45-6789')).toBe('•••-••-6789');
    expect(redactSnippet('ana.lee@acme.example')).toBe('•••.•••@••••.•••mple');
    expect(redactSnippet('AKIAIOSFODNN7EXAMPLE')).toBe('••••••••••••••••MPLE');
  });

  it('masks a short snippet whole, so its last four would not show most of it', () => {
    expect(redactSnippet('1234')).toBe('••••');
    expect(redactSnippet('PIN 9876')).toBe('••• ••••');
    expect(redactSnippet('')).toBe('');
    expect(redactSnippet('--- ...')).toBe('--- ...');
  });

  it('counts characters, not UTF-16 units, and masks letters of every script', () => {
    expect(redactSnippet('Müller Straße 12')).toBe('•••••• ••••ße 12');
    expect(redactSnippet('😀 secret-value')).toBe('😀 ••••••-•alue');
  });
});

describe('redactEventSnippets', () => {
  const event = {
    id: 'e-1',
    matches: [
      { dataType: 'Credit card', count: 2, snippets: ['4242 4242 4242 4242', '5555 5555 5555 4444'] },
      { dataType: 'Source code', count: null, snippets: [] },
    ],
    details: {
      process: 'chrome.exe',
      matches: [{ dataType: 'Credit card', count: 2, snippets: ['4242 4242 4242 4242', 7] }, 'odd'],
    },
  } as unknown as ExtendedEgressEvent;

  it('masks the snippets of the matches and of the raw matches in details, and changes nothing else', () => {
    const redacted = redactEventSnippets(event);
    expect(redacted.matches).toEqual([
      { dataType: 'Credit card', count: 2, snippets: ['•••• •••• •••• 4242', '•••• •••• •••• 4444'] },
      { dataType: 'Source code', count: null, snippets: [] },
    ]);
    expect(redacted.details).toEqual({
      process: 'chrome.exe',
      matches: [{ dataType: 'Credit card', count: 2, snippets: ['•••• •••• •••• 4242', null] }, 'odd'],
    });
    expect(JSON.stringify(redacted)).not.toContain('4242 4242');
    expect(event.matches[0]!.snippets[0]).toBe('4242 4242 4242 4242');
  });
});
