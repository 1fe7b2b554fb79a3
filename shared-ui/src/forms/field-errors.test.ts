import type { FormInstance } from 'antd';
import { ApiError } from '../shell/api-error';
import { showFieldErrors } from './field-errors';

function fakeForm() {
  const set: unknown[] = [];
  const form = { setFields: (fields: unknown[]) => set.push(...fields) } as unknown as FormInstance<object>;
  return { form, set };
}

describe('showFieldErrors', () => {
  it('puts each named field error on the form field of its path, less the prefix', () => {
    const { form, set } = fakeForm();
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

  it('shows nothing for an error that is not an API answer', () => {
    const { form, set } = fakeForm();
    expect(showFieldErrors(form, new Error('network'))).toBe(0);
    expect(set).toEqual([]);
  });
});
