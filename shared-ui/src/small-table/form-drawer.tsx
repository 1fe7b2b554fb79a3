import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { SavingForm } from './saving-form';
import { useFormSave } from './use-form-save';
import type { FormSaveProps } from './use-form-save';

/** Props of {@link FormDrawer}. */
export interface FormDrawerProps<Values, Result> extends FormSaveProps<Values, Result> {
  title: ReactNode;
  initialValues: Values;
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
  const { title, form, initialValues, onClose, size, saveLabel = 'Save' } = props;
  const { saving, problem, submit } = useFormSave(props);
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
      <SavingForm form={form} initialValues={initialValues} submit={submit} problem={problem}>
        {props.children}
      </SavingForm>
    </Drawer>
  );
}
