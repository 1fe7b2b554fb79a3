/** The placeholder some stored paths and URLs start with, standing for the API host. */
export const HOST_PLACEHOLDER = '{host}';

/** Removes a leading '{host}' placeholder; other text is returned unchanged. */
export function stripHostPlaceholder(text: string): string {
  return text.startsWith(HOST_PLACEHOLDER) ? text.slice(HOST_PLACEHOLDER.length) : text;
}

const AUTHORITY = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)|^([^/?#:]+(?::\d+)?)(?=$|[/?#])/i;

/**
 * The host name of a URL, lower-cased, without credentials or port: 'https://u@Chat.Example.com:8443/x'
 * gives 'chat.example.com'. A bare 'example.com/path' is read as a host too. Answers '' when there is none.
 */
export function hostFromUrl(url: string): string {
  const match = AUTHORITY.exec(url.trim());
  const authority = match?.[1] ?? match?.[2] ?? '';
  const withoutCredentials = authority.slice(authority.lastIndexOf('@') + 1);
  const host = withoutCredentials.startsWith('[')
    ? withoutCredentials.slice(0, withoutCredentials.indexOf(']') + 1)
    : withoutCredentials.replace(/:\d*$/, '');
  return host.toLowerCase();
}

/** Upper-cases the first letter and leaves the rest as it is: 'high risk' gives 'High risk'. */
export function capitalizeFirst(text: string): string {
  const [first = '', ...rest] = Array.from(text);
  return first.toUpperCase() + rest.join('');
}

/** A file path split into its folders, its name without extension, and its extension. */
export interface FilePathParts {
  /** Folders from the root down, without empty segments; a drive such as 'C:' is the first folder. */
  folders: string[];
  /** File name without its extension; a dot file such as '.env' keeps its whole name. */
  name: string;
  /** Extension without the dot, '' when there is none. */
  extension: string;
}

/** Splits a Windows or POSIX file path: 'C:\\Users\\ada\\q3.report.pdf' gives folders C:, Users, ada, name 'q3.report', extension 'pdf'. */
export function splitFilePath(path: string): FilePathParts {
  const segments = path.split(/[\\/]+/).filter((segment) => segment !== '');
  const fileName = path.endsWith('/') || path.endsWith('\\') ? '' : (segments.pop() ?? '');
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return { folders: segments, name: fileName, extension: '' };
  return { folders: segments, name: fileName.slice(0, dot), extension: fileName.slice(dot + 1) };
}
