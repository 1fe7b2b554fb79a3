import { Drawer, Form } from 'antd';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { FormProblemAlert } from './form-problem-alert';
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
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {props.children}
        <FormProblemAlert problem={problem} />
      </Form>
    </Drawer>
  );
}
