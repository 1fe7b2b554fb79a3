import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  AuditLogCreateRequestSchema,
  ExceptionStatusRequestSchema,
  IncidentBatchByIdsSchema,
  IncidentBatchChangesSchema,
  IncidentCommentRequestSchema,
  IncidentUpdateRequestSchema,
  Int32,
  INT4_MAX,
  INT4_MIN,
  ListingSchemas,
  StringEnum,
  Text,
} from './index';

describe('ListingSchemas', () => {
  const { page, counts } = ListingSchemas(
    { items: 'things', total: 'totalThings', filtered: 'totalFilteredThings' },
    Type.Object({ id: Type.String() }),
  );

  it('answers a page of items under the resource name, with a nullable nextToken', () => {
    expect(page.required?.sort()).toEqual(['nextToken', 'things']);
    expect(page.properties.things).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(page.properties.nextToken).toMatchObject({ anyOf: [{ type: 'string' }, { type: 'null' }] });
  });

  it('answers counts under the resource names, approximate optional', () => {
    expect(counts.required?.sort()).toEqual(['totalFilteredThings', 'totalThings']);
    expect(counts.properties.totalThings).toMatchObject({ type: 'integer' });
    expect(counts.properties.approximate).toMatchObject({ type: 'boolean' });
  });
});

describe('request schemas', () => {
  it.each([
    ['AuditLogCreateRequest', AuditLogCreateRequestSchema],
    ['ExceptionStatusRequest', ExceptionStatusRequestSchema],
    ['IncidentBatchByIds', IncidentBatchByIdsSchema],
    ['IncidentBatchChanges', IncidentBatchChangesSchema],
    ['IncidentCommentRequest', IncidentCommentRequestSchema],
    ['IncidentUpdateRequest', IncidentUpdateRequestSchema],
  ])('%s refuses unknown fields', (_name, schema) => {
    expect(schema.additionalProperties).toBe(false);
  });

  it('writes a string enum as JSON Schema enum', () => {
    expect(JSON.parse(JSON.stringify(StringEnum(['a', 'b'], { title: 'T' })))).toEqual({
      title: 'T',
      type: 'string',
      enum: ['a', 'b'],
    });
  });
});

describe('Text and Int32', () => {
  it('refuse the NUL character, which PostgreSQL text cannot hold', () => {
    expect(Value.Check(Text({ maxLength: 10 }), 'plain text')).toBe(true);
    expect(Value.Check(Text(), 'a\u0000b')).toBe(false);
    expect(Value.Check(Text(), '\u0000')).toBe(false);
  });

  it('hold integers to the range of a PostgreSQL integer column', () => {
    expect(Value.Check(Int32(), INT4_MAX)).toBe(true);
    expect(Value.Check(Int32(), INT4_MIN)).toBe(true);
    expect(Value.Check(Int32(), INT4_MAX + 1)).toBe(false);
    expect(Value.Check(Int32(), 1.5)).toBe(false);
    expect(Value.Check(Int32({ minimum: 1 }), 0)).toBe(false);
  });
});
