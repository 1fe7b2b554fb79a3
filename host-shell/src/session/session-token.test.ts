import { localExpiry, tokenTimes } from './session-token';

function jwt(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.sig`;
}

describe('session token times', () => {
  it('reads iat and exp in ms', () => {
    expect(tokenTimes(jwt({ iat: 1_000, exp: 1_600, sub: 'ü?>' }))).toEqual({
      issuedAt: 1_000_000,
      expiresAt: 1_600_000,
    });
  });

  it('answers nothing for tokens it cannot read', () => {
    expect(tokenTimes('garbage')).toEqual({});
    expect(tokenTimes('a.%%%.c')).toEqual({});
    expect(tokenTimes(jwt({ exp: 'soon' }))).toEqual({ issuedAt: undefined, expiresAt: undefined });
  });

  it("counts the token's lifetime from when this browser saw it, whatever its clock says", () => {
    // Issued at 1,000 s for 600 s; this browser's clock runs 10 minutes ahead.
    expect(localExpiry({ issuedAt: 1_000_000, expiresAt: 1_600_000 }, 1_600_000)).toBe(2_200_000);
    expect(localExpiry({ expiresAt: 1_600_000 }, 5)).toBe(1_600_000);
    expect(localExpiry({}, 5)).toBeUndefined();
  });
});
