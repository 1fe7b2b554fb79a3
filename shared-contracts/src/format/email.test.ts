import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'a.b+tag@mail.example.co.uk', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'a@b@c.com',
    'ada @example.com',
    'ada@exa mple.com',
    'ada@example.',
    'ada@.com',
    'ada@example.com\n',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
