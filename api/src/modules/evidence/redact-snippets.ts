import type { EgressEventMatch, ExtendedEgressEvent } from 'shared-contracts';

/** The character that stands for each hidden letter or digit. */
export const MASK = '•';
/** How many trailing letters and digits a long enough snippet keeps readable. */
const VISIBLE = 4;
/** Below this many letters and digits nothing is kept: the last four would be most of it. */
const MIN_TO_REVEAL = 8;

const SIGNIFICANT = /[\p{L}\p{N}]/u;

/**
 * Masks a snippet of matched content: every letter and digit becomes {@link MASK} except the last four (none when
 * the snippet has fewer than eight), while spaces and punctuation stay, so a card number still reads as one
 * (`•••• •••• •••• 4242`) without showing it.
 */
export function redactSnippet(snippet: string): string {
  const characters = Array.from(snippet);
  const significant = characters.filter((character) => SIGNIFICANT.test(character)).length;
  let hide = significant >= MIN_TO_REVEAL ? significant - VISIBLE : significant;
  return characters
    .map((character) => {
      if (hide === 0 || !SIGNIFICANT.test(character)) return character;
      hide -= 1;
      return MASK;
    })
    .join('');
}

const redactMatch = (match: EgressEventMatch): EgressEventMatch => ({
  ...match,
  snippets: match.snippets.map(redactSnippet),
});

/** The raw matches the agent reported (`details.matches`), with the string snippets of each masked. */
function redactReportedMatches(matches: unknown): unknown {
  if (!Array.isArray(matches)) return matches;
  return matches.map((match: unknown) => {
    if (typeof match !== 'object' || match === null) return match;
    const { snippets } = match as { snippets?: unknown };
    if (!Array.isArray(snippets)) return match;
    return {
      ...match,
      snippets: snippets.map((item: unknown) => (typeof item === 'string' ? redactSnippet(item) : null)),
    };
  });
}

/** The event with every snippet masked: its matches and the raw matches its details carry. */
export function redactEventSnippets(event: ExtendedEgressEvent): ExtendedEgressEvent {
  const details =
    'matches' in event.details
      ? { ...event.details, matches: redactReportedMatches(event.details.matches) }
      : event.details;
  return { ...event, matches: event.matches.map(redactMatch), details };
}
