import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { SavingForm } from './saving-form';
import { useFormSave } from './use-form-save';
import type { FormSaveProps } from './use-form-save';

/** Props of {@link FormDialog}. */
export interface FormDialogProps<Values, Result> extends FormSaveProps<Values, Result> {
  title: ReactNode;
  initialValues?: Values;
  onClose: () => void;
  saveLabel?: string;
  /** Shown in place of the form once set (what the save gave), with one Done button that closes the dialog. */
  outcome?: ReactNode;
  /** The form's items. */
  children: ReactNode;
}

/**
 * A form in a dialog saved by its Save button, the dialog variant of {@link FormDrawer}: save and notify through
 * {@link useWrite}, the API's field errors next to the fields, a stale write (412) told and reloaded; the dialog stays
 * open on a failure.
 */
export function FormDialog<Values extends object, Result>(props: FormDialogProps<Values, Result>) {
  const { title, form, initialValues, onClose, saveLabel = 'Save', outcome } = props;
  const { saving, problem, submit } = useFormSave(props);
  const footer =
    outcome === undefined ? (
      <>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" loading={saving} onClick={() => form.submit()}>
          {saveLabel}
        </Button>
      </>
    ) : (
      <Button variant="primary" onClick={onClose}>
        Done
      </Button>
    );
  return (
    <Modal open title={title} onCancel={onClose} footer={footer} destroyOnHidden>
      {outcome === undefined ? (
        <SavingForm form={form} initialValues={initialValues} submit={submit} problem={problem}>
          {props.children}
        </SavingForm>
      ) : (
        outcome
      )}
    </Modal>
  );
}
