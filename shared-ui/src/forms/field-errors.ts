import type { FormInstance } from 'antd';
import { ApiError } from '../shell/api-error';

/**
 * Shows the field errors of an API answer next to the form's fields: each error's field (`policy/definition/0/id`,
 * a path of names and indexes) less the `prefix` the body wraps the form in, becomes the form field of that path.
 * Answers how many were shown (0 when the error names no field: the caller shows the message instead).
 */
export function showFieldErrors<Values>(form: FormInstance<Values>, error: unknown, prefix = ''): number {
  if (!(error instanceof ApiError)) return 0;
  const fields = error.errors.flatMap((item) => {
    const path = (item.field ?? '').replace(/^\//, '');
    if (!path || (prefix && !path.startsWith(`${prefix}/`))) return [];
    const name = path
      .slice(prefix ? prefix.length + 1 : 0)
      .split('/')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return [{ name, errors: [item.message] }];
  });
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return fields.length;
}
