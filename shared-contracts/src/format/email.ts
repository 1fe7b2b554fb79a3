/**
 * The email format check of SPEC §5: no whitespace, exactly one at-sign with text on both sides,
 * and a dot inside the domain part with text on both sides of it. Shows no message; callers decide.
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value);
}
