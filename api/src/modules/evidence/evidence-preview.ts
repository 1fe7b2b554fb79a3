import type { Readable } from 'node:stream';
import { EVIDENCE_PREVIEW } from 'shared-contracts';
import type { EgressEventMatch, EvidencePreview, EvidencePreviewSegment } from 'shared-contracts';
import { redactSnippet } from './redact-snippets';

/** Content types shown as text; others answer "no preview" (their bytes are never read). */
const TEXT_TYPES =
  /^(text\/[\w.+-]+|application\/(json|ld\+json|x-ndjson|xml|csv|yaml|x-yaml|javascript|x-sh|sql|x-sql|toml))$/i;

/** Whether a content type (its parameters aside) is one the preview reads as text. */
export function isTextType(contentType: string): boolean {
  return TEXT_TYPES.test(contentType.split(';')[0]!.trim());
}

/**
 * What a data type's detector looks for in the text, by the words of its name (as the demo's evidence and the agents
 * name them): card numbers, US social security numbers, IBANs, e-mail addresses, AWS access keys and secrets.
 */
const DETECTORS: readonly { words: RegExp; pattern: RegExp }[] = [
  { words: /card/i, pattern: /\b\d(?:[ -]?\d){12,18}\b/g },
  { words: /social security|ssn/i, pattern: /\b\d{3}-\d{2}-\d{4}\b/g },
  { words: /iban/i, pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g },
  { words: /e-?mail/i, pattern: /\b[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g },
  { words: /aws/i, pattern: /\bAKIA[A-Z0-9]{16}\b/g },
  {
    words: /key|password|secret|token|jwt/i,
    pattern: /\b(?:sk|pk|rk)_[A-Za-z0-9_]{16,}\b|\beyJ[\w-]+\.[\w-]+\.[\w-]+|\bgh[pousr]_[A-Za-z0-9]{30,}\b/g,
  },
];

/** One match found in the text: where, and the data type it is of. */
interface Found {
  start: number;
  end: number;
  dataType: string;
}

/**
 * The matches of an event in a text: every place a snippet the agent reported occurs, and every place a detector of
 * one of its data types finds; overlapping ones are kept once (the earliest, then the longest).
 */
export function findMatches(text: string, matches: readonly EgressEventMatch[]): Found[] {
  const found: Found[] = [];
  for (const { dataType, snippets } of matches) {
    for (const snippet of new Set(snippets)) {
      if (snippet.trim() === '') continue;
      for (let at = text.indexOf(snippet); at !== -1; at = text.indexOf(snippet, at + snippet.length))
        found.push({ start: at, end: at + snippet.length, dataType });
    }
    for (const detector of DETECTORS.filter(({ words }) => words.test(dataType)))
      for (const hit of text.matchAll(detector.pattern))
        found.push({ start: hit.index, end: hit.index + hit[0].length, dataType });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  for (const match of found) if (match.start >= (kept.at(-1)?.end ?? 0)) kept.push(match);
  return kept;
}

/** Characters of context kept on each side of a match when the text is longer than the preview. */
const CONTEXT = 160;
const GAP = '\n…\n';

/**
 * The preview of a text: the whole text when it fits in `limit` characters, else the parts around the matches (from
 * the first ones on; the start of the text when none fits), as segments whose matches carry their data type.
 * Each match is masked as the event's snippets are when `redact` is on.
 */
export function previewSegments(
  text: string,
  matches: readonly EgressEventMatch[],
  redact: boolean,
  limit: number = EVIDENCE_PREVIEW.characters,
): { segments: EvidencePreviewSegment[]; matches: number; truncated: boolean } {
  const found = findMatches(text, matches);
  // The windows of text shown: all of it; or the matches that fit (from the first on), with the context the rest of
  // the limit leaves each, merged where they meet; or its start when no match fits.
  let windows: { start: number; end: number }[] = [{ start: 0, end: Math.min(text.length, limit) }];
  if (text.length > limit) {
    const chosen: Found[] = [];
    let used = 0;
    for (const match of found) {
      if (used + match.end - match.start > limit) break;
      chosen.push(match);
      used += match.end - match.start;
    }
    const context = Math.min(CONTEXT, Math.floor((limit - used) / (2 * Math.max(1, chosen.length))));
    const around: { start: number; end: number }[] = [];
    for (const { start, end } of chosen) {
      const from = Math.max(0, start - context);
      const to = Math.min(text.length, end + context);
      const last = around.at(-1);
      if (last && from <= last.end) last.end = to;
      else around.push({ start: from, end: to });
    }
    if (around.length > 0) windows = around;
  }
  const segments: EvidencePreviewSegment[] = [];
  const plain = (from: number, to: number) => {
    if (to > from) segments.push({ text: text.slice(from, to), match: null });
  };
  let shownMatches = 0;
  windows.forEach((window, index) => {
    if (index > 0 || window.start > 0) segments.push({ text: GAP, match: null });
    // A match begun before the window is left out whole, as one cut by its end.
    let at = found.find((match) => match.start < window.start && match.end > window.start)?.end ?? window.start;
    for (const match of found) {
      // Only whole matches are shown as matches: one cut by the window's end is left out with the rest.
      if (match.start < window.start || match.end > window.end) continue;
      plain(at, match.start);
      const raw = text.slice(match.start, match.end);
      segments.push({ text: redact ? redactSnippet(raw) : raw, match: match.dataType });
      shownMatches += 1;
      at = match.end;
    }
    const cut = found.find((match) => match.start < window.end && match.end > window.end);
    plain(at, cut ? cut.start : window.end);
  });
  const last = windows.at(-1);
  const truncated = windows.length > 1 || windows[0]!.start > 0 || (last?.end ?? 0) < text.length;
  if (last && last.end < text.length) segments.push({ text: GAP, match: null });
  return { segments, matches: shownMatches, truncated };
}

/** The first `limit` bytes of a stream (it is destroyed once they are read), and whether there were more. */
export async function readHead(stream: Readable, limit: number): Promise<{ bytes: Buffer; more: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      chunks.push(buffer);
      size += buffer.length;
      if (size > limit) break;
    }
  } finally {
    stream.destroy();
  }
  const all = Buffer.concat(chunks);
  return { bytes: all.subarray(0, limit), more: all.length > limit };
}

/**
 * The text of a file's first bytes, or null when they are not text (not UTF-8, or with NUL characters): a character
 * cut by the limit is left out.
 */
export function textOf(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/** The preview of an evidence file: its name and type, and what of it can be shown. */
export function evidencePreview(
  file: { fileName: string; contentType: string },
  head: { bytes: Uint8Array; more: boolean } | null,
  matches: readonly EgressEventMatch[],
  redact: boolean,
): EvidencePreview {
  const text = head && isTextType(file.contentType) ? textOf(head.bytes) : null;
  const none = { segments: [], matches: 0, truncated: false };
  const shown = text === null ? none : previewSegments(text, matches, redact);
  return {
    fileName: file.fileName,
    contentType: file.contentType,
    previewable: text !== null,
    redacted: redact,
    ...shown,
    truncated: shown.truncated || (text !== null && head!.more),
  };
}
