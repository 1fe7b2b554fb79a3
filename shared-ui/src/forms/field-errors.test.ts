import type { FormInstance } from 'antd';
import { ApiError } from '../shell/api-error';
import { showFieldErrors } from './field-errors';

/** A form with these fields, recording what is set on them. */
function fakeForm(fields: (string | number)[][]) {
  const set: unknown[] = [];
  const form = {
    getFieldsError: () => fields.map((name) => ({ name, errors: [], warnings: [] })),
    setFields: (shown: unknown[]) => set.push(...shown),
  } as unknown as FormInstance<object>;
  return { form, set };
}

describe('showFieldErrors', () => {
  it('puts each named field error on the form field of its path, less the prefix', () => {
    const { form, set } = fakeForm([['definition', 'conditions', 'elementTypes', 1], ['name']]);
    const error = new ApiError(400, 'Bad Request', 'Invalid', [
      { field: 'policy/definition/conditions/elementTypes/1', message: "'x' is not an element type" },
      { field: '/policy/name', message: 'is taken' },
      { field: 'other/thing', message: 'outside the form' },
      { message: 'no field' },
    ]);
    expect(showFieldErrors(form, error, 'policy')).toBe(2);
    expect(set).toEqual([
      { name: ['definition', 'conditions', 'elementTypes', 1], errors: ["'x' is not an element type"] },
      { name: ['name'], errors: ['is taken'] },
    ]);
  });

  it('puts an error on the nearest field above its path, and counts none for a path the form has no field of', () => {
    const { form, set } = fakeForm([['email'], ['roleNames']]);
    const error = new ApiError(400, 'Bad Request', 'Invalid', [
      { field: 'roleNames/0', message: "'Owner' is not a role of this tenant" },
      { field: 'roleNames/2', message: "'Boss' is not a role of this tenant" },
      { field: 'tenant/id', message: 'is not yours' },
    ]);
    expect(showFieldErrors(form, error)).toBe(2);
    expect(set).toEqual([
      {
        name: ['roleNames'],
        errors: ["'Owner' is not a role of this tenant", "'Boss' is not a role of this tenant"],
      },
    ]);
    expect(showFieldErrors(fakeForm([['email']]).form, error)).toBe(0);
  });

  it('shows nothing for an error that is not an API answer', () => {
    const { form, set } = fakeForm([['name']]);
    expect(showFieldErrors(form, new Error('network'))).toBe(0);
    expect(set).toEqual([]);
  });
});
