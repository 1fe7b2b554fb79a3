import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useWrite } from './use-write';
import type { WriteOptions } from './use-write';

/** A failure told in the form's own container: its words, and whether the row was stale (412) and reloaded. */
export interface FormProblem {
  words: string;
  stale: boolean;
}

/** What a form container saves and how (see {@link FormDrawer} and {@link FormDialog}). */
export interface FormSaveProps<Values, Result> {
  /** The form (the caller's, so it can watch its fields). */
  form: FormInstance<Values>;
  /** Saves the form's values, once they pass the form's own rules. */
  save: (values: Values) => Promise<Result>;
  /** The toasts and the stale-write reload of the save (its field errors are shown by the fields). */
  write: Omit<WriteOptions<Result>, 'form' | 'inline'>;
  /** Where a failure other than field errors is told: a toast (the default), or an alert in the container. */
  problems?: 'toast' | 'inline';
  /** After a save that went through. */
  onSaved: (result: Result) => void;
}

/** The save of a form container: through {@link useWrite}, its state (saving, the problem told inline) and submit. */
export function useFormSave<Values, Result>({
  form,
  save,
  write: options,
  problems,
  onSaved,
}: FormSaveProps<Values, Result>) {
  const write = useWrite();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const submit = async (values: Values) => {
    setSaving(true);
    setProblem(null);
    const inline =
      problems === 'inline'
        ? (words: string, _error: unknown, stale: boolean) => setProblem({ words, stale })
        : undefined;
    const outcome = await write(() => save(values), { ...options, form, inline });
    setSaving(false);
    if (outcome.ok) onSaved(outcome.result);
  };
  return { saving, problem, submit };
}
