import { fileNameFromContentDisposition } from './content-disposition';

/** A downloaded export. */
export interface DownloadedFile {
  /** The file's bytes. */
  blob: Blob;
  /** Its name, from Content-Disposition. */
  fileName: string;
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
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    options.onProgress?.(bytes);
  }
  return { blob: new Blob(chunks, { type }), fileName };
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
