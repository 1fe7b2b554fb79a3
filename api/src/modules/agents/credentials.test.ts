import { hashSecret, issueSecret, parseSecret, secretMatches } from './credentials';

describe('agent credentials', () => {
  it('issues a secret that parses back to its tenant and id and matches only its own hash', () => {
    const issued = issueSecret('device', 'acme-corp');
    const parsed = parseSecret('device', issued.token);
    expect(parsed).toEqual({ tenantId: 'acme-corp', id: issued.id, secret: expect.any(String) });
    expect(secretMatches(parsed!.secret, issued.hash)).toBe(true);
    expect(secretMatches(parsed!.secret, hashSecret('another'))).toBe(false);
    expect(secretMatches(parsed!.secret, null)).toBe(false);
    expect(issued.hash).not.toContain(parsed!.secret);
  });

  it('refuses the other kind, session tokens and malformed strings', () => {
    const enrol = issueSecret('enrol', 'globex').token;
    expect(parseSecret('device', enrol)).toBeNull();
    expect(parseSecret('enrol', enrol)?.tenantId).toBe('globex');
    for (const token of ['', 'eyJhbGciOiJSUzI1NiJ9.e30.sig', `${enrol}.extra`, enrol.replace(/\.[^.]+$/, '.short')])
      expect(parseSecret('enrol', token)).toBeNull();
    const badTenant = `cet_${Buffer.from("x'; drop").toString('base64url')}.${issueSecret('enrol', 'a').id}.${'A'.repeat(43)}`;
    expect(parseSecret('enrol', badTenant)).toBeNull();
  });
});
