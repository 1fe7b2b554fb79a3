import { lazy, Suspense, useState } from 'react';
import { emptyPolicyDefinition, type Policy, type PolicyBacktest, type PolicyWrite } from 'shared-contracts';
import { Card, describeError, EmptyState, Flex, Form, showFieldErrors, Skeleton, useApi, useShell } from 'shared-ui';
import { useNavigate, useParams } from 'shared-ui/core';
import { usePolicyWrites } from '../features/policies/api/policy-writes';
import { usePolicies, usePolicy } from '../features/policies/api/use-policies';
import { EducationEffectCard } from '../features/policies/components/education-effect-card';
import { PolicyForm } from '../features/policies/components/policy-form';
import { PolicyVersions } from '../features/policies/components/policy-versions';
import { orderWithPosition, placesExactly, positionOf, priorityAtPosition } from '../features/policies/policy-position';
import { policyPaths } from './policies-route-table';

// Loaded with the first backtest's result, so the remote's first chunks stay within its size budget.
const BacktestPanel = lazy(() =>
  import('../features/policies/components/backtest-panel').then((module) => ({ default: module.BacktestPanel })),
);

/**
 * What a policy is as the builder shows it. Its Priority is its place in the list (1, 2, 3 ...), the number the list
 * shows, not the stored priority (10, 20 ...): the editor edits the position and saves it as a reorder.
 */
function writeOf(policy: Policy, position: number | undefined): PolicyWrite {
  const { name, description, status, verdict, definition } = policy;
  return { name, description, status, verdict, definition, ...(position !== undefined && { priority: position }) };
}

const NEW_POLICY: PolicyWrite = {
  name: '',
  description: '',
  status: 'active',
  verdict: 'BLOCK',
  definition: emptyPolicyDefinition(),
};

/** Create New Policy (/policies/builder) and Edit Policy (/policies/{policyId}/edit): the builder and its backtest. */
export function PolicyEditorPage() {
  const { policyId } = useParams();
  const { data, error, isLoading } = usePolicy(policyId);
  const list = usePolicies();
  if ((policyId && isLoading) || list.isLoading) return <Skeleton active />;
  if (policyId && (error || !data)) {
    return (
      <Card>
        <EmptyState title="This policy was not found." />
      </Card>
    );
  }
  // Keyed by the version too: a restore (or any save) shows the form anew with what is stored.
  return (
    <PolicyEditor
      key={`${policyId ?? 'new'}:${data?.policy.version ?? 0}`}
      policy={data?.policy}
      policies={list.data?.policies ?? []}
    />
  );
}

function PolicyEditor({ policy, policies }: { policy: Policy | undefined; policies: readonly Policy[] }) {
  const api = useApi();
  const navigate = useNavigate();
  const { notify, can } = useShell();
  const writes = usePolicyWrites();
  const [form] = Form.useForm<PolicyWrite>();
  const [saving, setSaving] = useState(false);
  const [backtesting, setBacktesting] = useState(false);
  const [backtest, setBacktest] = useState<PolicyBacktest>();
  const failed = (failure: unknown) => {
    // The server names fields as policy/definition/...: shown next to the builder's fields.
    showFieldErrors(form, failure, 'policy');
    notify({ title: describeError(failure), variant: 'destructive' });
  };

  const position = policy ? positionOf(policies, policy.policyId) : undefined;
  const others = policy ? policies.filter((other) => other.policyId !== policy.policyId) : policies;

  const save = async ({ priority: newPosition, ...values }: PolicyWrite) => {
    setSaving(true);
    try {
      // A new place becomes a stored priority between its neighbours (one write, one version); the stored priority
      // is kept otherwise. Only when no whole number fits between them (a tie) does a reorder follow.
      const moved = newPosition !== undefined && newPosition !== position;
      const priority = moved ? priorityAtPosition(others, newPosition) : policy?.priority;
      const write: PolicyWrite = { ...values, ...(priority !== undefined && { priority }) };
      const saved = policy ? await writes.update(policy.policyId, write, policy.version) : await writes.create(write);
      if (moved && priority !== undefined && !placesExactly(others, newPosition, priority)) {
        await writes.reorder(orderWithPosition(policies, policy?.policyId ?? saved.policyId, newPosition));
      }
      notify({ title: `Saved ${saved.name}`, variant: 'success' });
      void navigate(policy ? policyPaths.list() : policyPaths.edit(saved.policyId));
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(false);
    }
  };

  const restore = async (version: number) => {
    if (!policy) return;
    try {
      const restored = await writes.restore(policy.policyId, version);
      notify({ title: `Restored version ${version} of ${restored.name}`, variant: 'success' });
      // The form shows what is now stored: the page reloads the policy and remounts the editor.
    } catch (failure) {
      failed(failure);
    }
  };

  const runBacktest = async ({ priority: newPosition, ...values }: PolicyWrite) => {
    setBacktesting(true);
    try {
      // The backtest saves nothing: the place edited becomes a stored priority that decides there.
      const priority = newPosition === undefined ? policy?.priority : priorityAtPosition(others, newPosition);
      const draft: PolicyWrite = { ...values, ...(priority !== undefined && { priority }) };
      setBacktest(
        await api.post('/policies/backtest', { policy: draft, ...(policy && { policyId: policy.policyId }) }),
      );
    } catch (failure) {
      failed(failure);
    } finally {
      setBacktesting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <PolicyForm
        form={form}
        initial={policy ? writeOf(policy, position) : NEW_POLICY}
        saving={saving}
        readOnly={!can('policies.write')}
        onSubmit={(values) => void save(values)}
        onBacktest={(values) => void runBacktest(values)}
        backtesting={backtesting}
      />
      {backtest && (
        <Suspense fallback={null}>
          <BacktestPanel result={backtest} />
        </Suspense>
      )}
      {policy && <EducationEffectCard policyId={policy.policyId} educates={policy.verdict === 'educate'} />}
      {policy && (
        <PolicyVersions
          policyId={policy.policyId}
          canRestore={can('policies.write')}
          onRestore={(version) => void restore(version)}
        />
      )}
    </Flex>
  );
}
