import { Type } from '@sinclair/typebox';
import { Nullable } from 'shared-contracts/schemas';
import { jsonTextReader, readRows } from './row-reader';

const Row = Type.Object({
  id: Type.String({ format: 'uuid' }),
  day: Type.String({ format: 'date' }),
  at: Type.String({ format: 'date-time' }),
  note: Nullable(Type.String()),
});
const row = {
  id: '1b489761-0b1b-4446-a886-fcb3363ebf9a',
  day: '2026-11-29',
  at: '2026-11-29T02:30:00.000Z',
  note: null,
};

describe('readRows', () => {
  it('answers the schema’s columns only: a column the schema does not name stays behind', () => {
    expect(readRows(Row, [{ ...row, secret_hash: 'x' }])).toEqual([row]);
  });

  it('checks the formats shared-contracts uses', () => {
    expect(() => readRows(Row, [{ ...row, id: 'not-a-uuid' }])).toThrow(/at \/id/);
    expect(() => readRows(Row, [{ ...row, day: '29/11/2026' }])).toThrow(/at \/day/);
    expect(() => readRows(Row, [{ ...row, at: 'yesterday' }])).toThrow(/at \/at/);
  });

  it('refuses what one driver answers and the schema does not accept (int8 as text)', () => {
    const Count = Type.Object({ n: Type.Integer() });
    expect(readRows(Count, [{ n: 3 }])).toEqual([{ n: 3 }]);
    expect(() => readRows(Count, [{ n: '3' }])).toThrow(/at \/n/);
  });
});

describe('jsonTextReader', () => {
  const readMembers = jsonTextReader(Type.Array(Type.Object({ value: Type.String(), display: Type.String() })));

  it('answers JSON text that matches its schema', () => {
    expect(readMembers('[{"value":"u1","display":"Alice"}]')).toEqual([{ value: 'u1', display: 'Alice' }]);
    expect(readMembers('[]')).toEqual([]);
  });

  it('refuses JSON text that does not, naming where', () => {
    expect(() => readMembers('[{"value":"u1"}]')).toThrow('JSON of a row does not match its schema at /0/display');
    expect(() => readMembers('[{"value":1,"display":"Alice"}]')).toThrow('at /0/value');
    expect(() => readMembers('{"value":"u1","display":"Alice"}')).toThrow('does not match its schema');
    expect(() => readMembers('not json')).toThrow(SyntaxError);
  });
});
