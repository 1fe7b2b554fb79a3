/**
 * @jest-environment node
 */
import { ApiError } from '../shell';
import { downloadExport } from './download-export';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('downloadExport', () => {
  it('streams the CSV into a Blob with progress and the server-given name', async () => {
    const request = jest.fn(
      async () =>
        new Response(streamOf(['id,name\n', '1,a\n', '2,b\n']), {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="incidents.csv"' },
        }),
    );
    const progress: number[] = [];
    const file = await downloadExport({
      request,
      fallbackName: 'x.csv',
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(file.fileName).toBe('incidents.csv');
    expect(await file.blob.text()).toBe('id,name\n1,a\n2,b\n');
    expect(progress).toEqual([8, 12, 16]);
    // Bare LF ends no record of the console's CSV: no row count to give.
    expect(file.rows).toBeUndefined();
  });

  it('counts the data rows: CRLF outside quotes, split across chunks, after a byte-order mark', async () => {
    const parts = ['\uFEFFid,note\r', '\n1,"a\r\nb"\r\n2,"é ""x"""\r', '\n3,"z', '"\r\n'];
    const file = await downloadExport({
      request: async () => new Response(streamOf(parts), { headers: { 'content-type': 'text/csv' } }),
      fallbackName: 'x.csv',
    });
    expect(file.rows).toBe(3);
  });

  it('passes on the ApiError of a failed request', async () => {
    const request = async () => {
      throw new ApiError(400, 'Bad Request', 'severity: unknown value');
    };
    const failure = downloadExport({ request, fallbackName: 'x.csv' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, detail: 'severity: unknown value' });
  });

  it('names the file after the fallback when the answer gives no name', async () => {
    const file = await downloadExport({ request: async () => new Response('a\n'), fallbackName: 'x.csv' });
    expect(file.fileName).toBe('x.csv');
  });
});
