import { Alert, Form } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { FormProblem } from './use-form-save';

/** A failed save told in its form's container: an error, or a warning when the row was stale and reloaded. */
function FormProblemAlert({ problem }: { problem: FormProblem | null }) {
  if (!problem) return null;
  return <Alert type={problem.stale ? 'warning' : 'error'} showIcon title={problem.words} style={{ marginTop: 12 }} />;
}

/** The form a container ({@link FormDrawer}, {@link FormDialog}) saves: its items, then the failure told in place. */
export function SavingForm<Values extends object>(props: {
  form: FormInstance<Values>;
  initialValues: Values | undefined;
  submit: (values: Values) => Promise<void>;
  problem: FormProblem | null;
  children: ReactNode;
}) {
  const { form, initialValues, submit, problem, children } = props;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
    >
      {children}
      <FormProblemAlert problem={problem} />
    </Form>
  );
}
