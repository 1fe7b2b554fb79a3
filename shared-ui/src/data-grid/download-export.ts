import { fileNameFromContentDisposition } from './content-disposition';

/** A downloaded export. */
export interface DownloadedFile {
  /** The file's bytes. */
  blob: Blob;
  /** Its name, from Content-Disposition. */
  fileName: string;
  /** Its data rows: CRLF-ended records outside quotes, less the header (absent when the file is not such a CSV). */
  rows?: number;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Counts CSV records (ended by CRLF outside quoted cells) chunk by chunk: bytes suffice, since no byte of a multi-byte
 * UTF-8 character is a quote, CR or LF.
 */
export function createCsvRecordCounter(): { add(chunk: Uint8Array): void; readonly records: number } {
  let quoted = false;
  let afterCr = false;
  let records = 0;
  return {
    add(chunk) {
      for (const byte of chunk) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && afterCr && !quoted) records += 1;
        afterCr = byte === CR;
      }
    },
    get records() {
      return records;
    },
  };
}

/** What downloadExport needs. */
export interface DownloadExportOptions {
  /** Starts the request: the shell's `api.download(path, query, { signal })`, which throws ApiError on failure. */
  request: () => Promise<Response>;
  /** Name when the answer gives none. */
  fallbackName: string;
  /** Called with the bytes received so far as the stream arrives. */
  onProgress?: (bytes: number) => void;
}

/** Reads an export's stream into a Blob, reporting progress. */
export async function downloadExport(options: DownloadExportOptions): Promise<DownloadedFile> {
  const response = await options.request();
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'), options.fallbackName);
  const type = response.headers.get('content-type') ?? 'text/csv';
  if (!response.body) return { blob: new Blob([await response.text()], { type }), fileName };
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  const counter = createCsvRecordCounter();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    counter.add(value);
    bytes += value.byteLength;
    options.onProgress?.(bytes);
  }
  const blob = new Blob(chunks, { type });
  return counter.records > 0 ? { blob, fileName, rows: counter.records - 1 } : { blob, fileName };
}

/** Hands a Blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
