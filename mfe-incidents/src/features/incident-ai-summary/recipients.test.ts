import { parseRecipients, recipientsProblem } from './recipients';

describe('recipients', () => {
  it('splits on commas, semicolons and spaces and checks each address', () => {
    expect(parseRecipients('a@x.io, b@y.org; a@x.io  bad')).toEqual({ valid: ['a@x.io', 'b@y.org'], invalid: ['bad'] });
  });

  it('names the problem', () => {
    expect(recipientsProblem('')).toBe('Enter at least one email address.');
    expect(recipientsProblem('x@nodot')).toBe('Not a valid email address: x@nodot');
    expect(recipientsProblem(Array.from({ length: 21 }, (_, i) => `u${i}@a.io`).join(','))).toBe(
      'At most 20 recipients.',
    );
    expect(recipientsProblem('soc@acme.example')).toBeUndefined();
  });
});
