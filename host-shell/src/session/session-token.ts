/** The times of a JWT, in ms since the epoch, from its `iat` and `exp` claims. */
export interface TokenTimes {
  issuedAt?: number;
  expiresAt?: number;
}

function claimTime(claims: Record<string, unknown>, name: string): number | undefined {
  const value = claims[name];
  return typeof value === 'number' && Number.isFinite(value) ? value * 1000 : undefined;
}

/** Reads a JWT's issue and expiry times; empty when the token cannot be read. */
export function tokenTimes(token: string): TokenTimes {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as unknown;
    if (typeof claims !== 'object' || claims === null) return {};
    const record = claims as Record<string, unknown>;
    return { issuedAt: claimTime(record, 'iat'), expiresAt: claimTime(record, 'exp') };
  } catch {
    return {};
  }
}

/**
 * When a token expires by this browser's clock: its lifetime (exp - iat) counted from when the browser first saw
 * it, so a skewed clock neither refreshes in a loop nor too late; `exp` itself when there is no `iat`.
 */
export function localExpiry(times: TokenTimes, seenAt: number): number | undefined {
  if (times.expiresAt === undefined) return undefined;
  if (times.issuedAt === undefined || times.issuedAt > times.expiresAt) return times.expiresAt;
  return seenAt + (times.expiresAt - times.issuedAt);
}
