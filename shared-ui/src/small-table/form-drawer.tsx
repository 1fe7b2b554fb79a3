import { Drawer, Form } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { useWrite } from './use-write';
import type { WriteOptions } from './use-write';

/** Props of {@link FormDrawer}. */
export interface FormDrawerProps<Values, Result> {
  title: ReactNode;
  /** The form (the caller's, so it can watch its fields). */
  form: FormInstance<Values>;
  initialValues: Values;
  /** Saves the form's values, once they pass the form's own rules. */
  save: (values: Values) => Promise<Result>;
  /** The toasts and the stale-write reload of the save (its field errors are shown by the fields). */
  write: Omit<WriteOptions<Result>, 'form'>;
  /** After a save that went through. */
  onSaved: (result: Result) => void;
  onClose: () => void;
  size?: 'default' | 'large' | number;
  saveLabel?: string;
  /** The form's items. */
  children: ReactNode;
}

/**
 * A form in a drawer saved by its Save button: save and notify through {@link useWrite}, the API's field errors next to
 * the fields, a stale write (412) told and reloaded; the drawer stays open on a failure.
 */
export function FormDrawer<Values extends object, Result>(props: FormDrawerProps<Values, Result>) {
  const { title, form, initialValues, save, write: options, onSaved, onClose, size, saveLabel = 'Save' } = props;
  const write = useWrite();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    const outcome = await write(() => save(values), { ...options, form });
    setSaving(false);
    if (outcome.ok) onSaved(outcome.result);
  };
  return (
    <Drawer
      open
      size={size}
      title={title}
      onClose={onClose}
      extra={
        <Button variant="primary" loading={saving} onClick={() => form.submit()}>
          {saveLabel}
        </Button>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {props.children}
      </Form>
    </Drawer>
  );
}
