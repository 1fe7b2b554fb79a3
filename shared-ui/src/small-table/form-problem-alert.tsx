import { Alert } from 'antd';
import type { FormProblem } from './use-form-save';

/** A failed save told in its form's container: an error, or a warning when the row was stale and reloaded. */
export function FormProblemAlert({ problem }: { problem: FormProblem | null }) {
  if (!problem) return null;
  return <Alert type={problem.stale ? 'warning' : 'error'} showIcon title={problem.words} style={{ marginTop: 12 }} />;
}
