import { isValidEmail } from 'shared-contracts';

/** Most recipients one summary e-mail may have. */
export const MAX_RECIPIENTS = 20;

/** Recipients typed as a list separated by commas, semicolons or spaces; the invalid ones are listed apart. */
export function parseRecipients(text: string): { valid: string[]; invalid: string[] } {
  const items = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
  return { valid: items.filter(isValidEmail), invalid: items.filter((item) => !isValidEmail(item)) };
}

/** Why the recipients cannot be sent to, or undefined when they can. */
export function recipientsProblem(text: string): string | undefined {
  const { valid, invalid } = parseRecipients(text);
  if (invalid.length > 0) return `Not a valid email address: ${invalid.join(', ')}`;
  if (valid.length === 0) return 'Enter at least one email address.';
  if (valid.length > MAX_RECIPIENTS) return `At most ${MAX_RECIPIENTS} recipients.`;
  return undefined;
}
