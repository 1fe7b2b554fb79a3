import { PGlite } from '@electric-sql/pglite';
import { PgliteCopyError, copyDataOf, pgliteCopyOut } from './pglite-copy-out';

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'ascii');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

const errorBody = (fields: Record<string, string>) =>
  Buffer.concat([...Object.entries(fields).map(([code, text]) => Buffer.from(`${code}${text}\0`)), Buffer.from([0])]);

describe('copyDataOf', () => {
  it('keeps the data of every CopyData message in order and skips the others', () => {
    const response = Buffer.concat([
      message('H', Buffer.from([0, 0, 0])),
      message('d', Buffer.from('a,1\n')),
      message('d', Buffer.from('"b\nc",2\n')),
      message('c', Buffer.alloc(0)),
      message('C', Buffer.from('COPY 2\0')),
      message('Z', Buffer.from('T')),
    ]);
    expect(copyDataOf(response).toString()).toBe('a,1\n"b\nc",2\n');
  });

  it('throws the ErrorResponse with its SQLSTATE', () => {
    const response = Buffer.concat([
      message('d', Buffer.from('a\n')),
      message('E', errorBody({ S: 'ERROR', C: '57014', M: 'canceling statement due to statement timeout' })),
    ]);
    expect(() => copyDataOf(response)).toThrow(
      expect.objectContaining({ code: '57014', message: 'canceling statement due to statement timeout' }),
    );
  });

  it('refuses a truncated message', () => {
    expect(() => copyDataOf(message('d', Buffer.from('abc')).subarray(0, 6))).toThrow(/truncated/);
  });
});

describe('pgliteCopyOut', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(() => pglite.close());

  async function read(statement: string): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of pgliteCopyOut(pglite, statement)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  }

  it('answers the COPY output of PGlite byte for byte, quoting values that hold a line break', async () => {
    await expect(
      read(
        `COPY (SELECT n, CASE WHEN n = 2 THEN E'x\\ny' ELSE 'z' END FROM generate_series(1, 3) AS n) TO STDOUT (FORMAT csv)`,
      ),
    ).resolves.toBe('1,z\n2,"x\ny"\n3,z\n');
  });

  it('rejects with the database error, and PGlite stays usable', async () => {
    const failed = read('COPY (SELECT 1 / 0) TO STDOUT');
    await expect(failed).rejects.toBeInstanceOf(PgliteCopyError);
    await expect(failed).rejects.toMatchObject({ code: '22012' });
    await expect(pglite.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });
});
