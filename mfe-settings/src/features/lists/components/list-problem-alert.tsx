import { Alert } from 'shared-ui';
import type { ListProblem } from './describe-list-error';

const SHOWN = 20;

/** A failed save or delete, in words, with what it names (items, policies). */
export function ListProblemAlert({ problem }: { problem: ListProblem }) {
  return (
    <Alert
      type={problem.stale ? 'warning' : 'error'}
      showIcon
      title={problem.message}
      description={
        problem.details.length > 0 ? (
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {problem.details.slice(0, SHOWN).map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
