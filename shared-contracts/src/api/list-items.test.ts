import { checkListItem, parseListItems } from './list-items';

describe('checkListItem', () => {
  it.each([
    ['domain', ' Example.COM ', 'example.com'],
    ['domain', 'sub.example.co.uk.', 'sub.example.co.uk'],
    ['url', 'chatgpt.com/enterprise', 'chatgpt.com/enterprise'],
    ['url', 'https://Example.com/a?b=1', 'https://example.com/a?b=1'],
    ['email_domain', '@Partner.example', 'partner.example'],
    ['user', 'Ada@Acme.example', 'ada@acme.example'],
    ['group', 'Finance team', 'Finance team'],
    ['hostname', 'BUILD-01', 'build-01'],
    ['file_extension', 'ZIP', '.zip'],
  ] as const)('accepts a %s %j as %j', (entityType, raw, value) => {
    expect(checkListItem(entityType, raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['domain', 'not a domain', 'is not a domain'],
    ['domain', 'localhost', 'is not a domain'],
    ['domain', 'a..example', 'is not a domain'],
    ['url', 'ftp://example.com', 'is not a URL'],
    ['url', 'exa mple.com/x', 'is not a URL'],
    ['email_domain', 'a@b.example', 'is not an email domain'],
    ['user', 'ada at acme', 'is not an email'],
    ['hostname', 'build_01', 'is not a hostname'],
    ['file_extension', '.tar gz', 'is not a file extension'],
    ['group', '   ', 'is empty'],
    ['group', 'a\u0000b', 'holds a control character'],
  ] as const)('refuses a %s %j: %s', (entityType, raw, message) => {
    expect(checkListItem(entityType, raw)).toEqual({ ok: false, message });
  });

  it('refuses an item longer than 500 characters', () => {
    expect(checkListItem('group', 'x'.repeat(501))).toEqual({ ok: false, message: 'is longer than 500' });
  });
});

describe('parseListItems', () => {
  it('takes one item a line, drops blanks and duplicates, and keeps refused lines apart with their line number', () => {
    const text = 'a.example\n\n  A.example \r\nb.example\nnot a domain\nb.example\n';
    expect(parseListItems('domain', text)).toEqual({
      values: ['a.example', 'b.example'],
      invalid: [{ line: 5, text: 'not a domain', message: 'is not a domain' }],
    });
  });
});
