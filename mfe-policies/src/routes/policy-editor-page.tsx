import { Card, EmptyState } from 'shared-ui';
import { useParams } from 'shared-ui/core';

/** The policy builder (no id) and editor (with an id); the form arrives with the policies release. */
export function PolicyEditorPage() {
  const { policyId } = useParams();
  return (
    <Card>
      <EmptyState
        title={
          policyId
            ? 'Policies cannot be edited in this version of the console.'
            : 'Policies cannot be created in this version of the console.'
        }
      />
    </Card>
  );
}
