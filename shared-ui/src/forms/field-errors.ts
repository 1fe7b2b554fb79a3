import type { FormInstance } from 'antd';
import { ApiError } from '../shell/api-error';

type FieldPath = (string | number)[];

/** Whether `name` is `path` or one of its ancestors (`['roleNames']` of `['roleNames', 0]`). */
function isPrefix(name: readonly (string | number)[], path: FieldPath): boolean {
  return name.length <= path.length && name.every((part, index) => part === path[index]);
}

/**
 * Shows the field errors of an API answer next to the form's fields: each error's field (`policy/definition/0/id`,
 * a path of names and indexes) less the `prefix` the body wraps the form in, goes to the form's field of that path, or
 * to its nearest field above it (`roleNames/1`, a value of a multiple select, to the select). Answers how many errors
 * were shown (0 when none names a field the form has: the caller shows the message instead).
 */
export function showFieldErrors<Values>(form: FormInstance<Values>, error: unknown, prefix = ''): number {
  if (!(error instanceof ApiError)) return 0;
  const registered = form.getFieldsError().map((field) => field.name);
  const shown = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const item of error.errors) {
    const path = (item.field ?? '').replace(/^\//, '');
    if (!path || (prefix && !path.startsWith(`${prefix}/`))) continue;
    const parts = path
      .slice(prefix ? prefix.length + 1 : 0)
      .split('/')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const nearest = registered
      .filter((name) => isPrefix(name, parts))
      .reduce<FieldPath | undefined>(
        (best, name) => (best && best.length >= name.length ? best : [...name]),
        undefined,
      );
    if (!nearest) continue;
    const key = JSON.stringify(nearest);
    const field = shown.get(key) ?? { name: nearest, errors: [] };
    field.errors.push(item.message);
    shown.set(key, field);
  }
  const fields = [...shown.values()];
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return fields.reduce((count, field) => count + field.errors.length, 0);
}
