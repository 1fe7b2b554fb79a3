import { IdpError } from './descope-errors';

// The email rule of @descope/core-js-sdk's validators, so the server says what the SDK would.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*$/;

/** Throws 400 `"<field>" must not be empty` unless `value` is a non-empty string (whitespace-only counts as empty). */
export function requireNonEmpty(field: string, value: unknown): string {
  if (typeof value !== 'string') throw new IdpError('invalidArguments', `"${field}" must be a string`);
  if (value.trim().length === 0) throw new IdpError('missingArguments', `"${field}" must not be empty`);
  return value;
}

/** Throws 400 `"<val>" is not a valid email` unless `value` is an email address (trimmed). */
export function requireEmail(field: string, value: unknown): string {
  const email = requireNonEmpty(field, value).trim();
  if (!EMAIL.test(email)) throw new IdpError('invalidArguments', `"${email}" is not a valid email`);
  return email;
}
