import { useState } from 'react';
import { deviceBatchFilter } from 'shared-contracts';
import { Button, DownOutlined, Dropdown, Modal, Typography, describeError, useShell } from 'shared-ui';
import type { MatchingRows } from 'shared-ui';
import { useBatchUpdateDevices } from './api/batch-update-devices';
import { BULK_CHOICES, confirmDetail, confirmQuestion, resultTitle } from './bulk-choices';
import type { BulkChoice } from './bulk-choices';

/** Props of the bulk toggle. */
export interface BulkToggleProps {
  /** The devices the grid's filter matches, and their count. */
  matching: MatchingRows;
}

/**
 * Disables or enables the agent or the extension of every device matching the filter: the choice is confirmed with
 * the exact count first, then one PATCH /devices/batch sets the desired state and the grid revalidates. Shown to
 * those who may write devices; unavailable until the count is known, or when nothing matches.
 */
export function BulkToggle({ matching }: BulkToggleProps) {
  const { can, notify } = useShell();
  const batch = useBatchUpdateDevices();
  const [choice, setChoice] = useState<{ choice: BulkChoice; count: number } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!can('devices.write')) return null;
  const { count } = matching;

  const apply = async (chosen: BulkChoice) => {
    setBusy(true);
    try {
      const result = await batch({ allMatching: deviceBatchFilter(matching.query), changes: chosen.changes });
      notify({ title: resultTitle(chosen, result), variant: 'success' });
      setChoice(null);
    } catch (error) {
      notify({ title: 'The devices were not changed', description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={count === undefined || count === 0}
        menu={{
          items: BULK_CHOICES.map(({ key, label }) => ({ key, label })),
          onClick: ({ key }) => {
            const chosen = BULK_CHOICES.find((item) => item.key === key);
            if (chosen && count !== undefined) setChoice({ choice: chosen, count });
          },
        }}
      >
        <Button variant="outline" disabled={count === undefined || count === 0}>
          Change all matching <DownOutlined aria-hidden="true" />
        </Button>
      </Dropdown>
      {choice ? (
        <Modal
          open
          title={confirmQuestion(choice.choice, choice.count)}
          okText={choice.choice.label}
          onOk={() => void apply(choice.choice)}
          onCancel={() => setChoice(null)}
          confirmLoading={busy}
          cancelButtonProps={{ disabled: busy }}
          destroyOnHidden
        >
          <Typography.Paragraph>{confirmDetail(choice.choice, choice.count)}</Typography.Paragraph>
        </Modal>
      ) : null}
    </>
  );
}
