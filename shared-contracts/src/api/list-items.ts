// The check of one list item, per entity type: the API refuses what it refuses, the Lists page shows it before saving.

import { isValidEmail } from '../format/email';
import { LIST_ITEM_MAX_LENGTH } from './lists';
import type { ListEntityType } from './lists';

/** A checked item: its stored form, or why it was refused. */
export type ListItemCheck = { ok: true; value: string } | { ok: false; message: string };

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$`);
const HOSTNAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const EXTENSION = /^\.[a-z0-9][a-z0-9_-]{0,15}$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

const isDomain = (value: string) => value.length <= 253 && DOMAIN.test(value);

function checkUrl(text: string): ListItemCheck {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: 'is not a URL' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isDomain(url.hostname) || /\s/.test(text))
    return { ok: false, message: 'is not a URL' };
  return { ok: true, value: text === withScheme ? url.href : url.href.slice('https://'.length) };
}

const CHECKS: Readonly<Record<ListEntityType, (text: string) => ListItemCheck>> = {
  domain: (text) => {
    const value = text.toLowerCase().replace(/\.$/, '');
    return isDomain(value) ? { ok: true, value } : { ok: false, message: 'is not a domain' };
  },
  url: checkUrl,
  email_domain: (text) => {
    const value = text.toLowerCase().replace(/^@/, '');
    return isDomain(value) ? { ok: true, value } : { ok: false, message: 'is not an email domain' };
  },
  // SPEC §5's email check: no whitespace, one at-sign part, a dot in the domain part.
  user: (text) => {
    const value = text.toLowerCase();
    return isValidEmail(value) ? { ok: true, value } : { ok: false, message: 'is not an email' };
  },
  group: (text) => ({ ok: true, value: text }),
  hostname: (text) => {
    const value = text.toLowerCase();
    return value.length <= 253 && HOSTNAME.test(value)
      ? { ok: true, value }
      : { ok: false, message: 'is not a hostname' };
  },
  file_extension: (text) => {
    const value = (text.startsWith('.') ? text : `.${text}`).toLowerCase();
    return EXTENSION.test(value) ? { ok: true, value } : { ok: false, message: 'is not a file extension' };
  },
};

/** Checks one item of a list of the entity type: trimmed, then normalised (lower-case domains...) or refused. */
export function checkListItem(entityType: ListEntityType, raw: string): ListItemCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'is empty' };
  if (text.length > LIST_ITEM_MAX_LENGTH) return { ok: false, message: `is longer than ${LIST_ITEM_MAX_LENGTH}` };
  if (CONTROL.test(text)) return { ok: false, message: 'holds a control character' };
  return CHECKS[entityType](text);
}

/** Pasted text as items: one a line, blanks and duplicates (after normalising) dropped, refused lines kept apart. */
export function parseListItems(
  entityType: ListEntityType,
  text: string,
): { values: string[]; invalid: { line: number; text: string; message: string }[] } {
  const values = new Set<string>();
  const invalid: { line: number; text: string; message: string }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const checked = checkListItem(entityType, line);
    if (checked.ok) values.add(checked.value);
    else invalid.push({ line: index + 1, text: line.trim(), message: checked.message });
  });
  return { values: [...values], invalid };
}
