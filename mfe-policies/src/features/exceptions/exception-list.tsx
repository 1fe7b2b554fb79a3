import { useState } from 'react';
import { POLICY_EXCEPTION_LIST_DEFAULTS, POLICY_EXCEPTION_LIST_RESOURCE } from 'shared-contracts';
import type { PolicyException } from 'shared-contracts';
import { ServerListPage } from 'shared-ui';
import { EXCEPTION_COLUMNS } from './exception-columns';
import { ExceptionDrawer } from './exception-drawer';

const DEFAULT_SORT = { column: 'created', order: POLICY_EXCEPTION_LIST_DEFAULTS.sortOrder } as const;
const rowKey = (exception: PolicyException) => exception.id;

/**
 * Policies › Exceptions: every exception of the tenant (pending, active, expired, denied, revoked) as the kit's grid,
 * with its filters, counts and export; a row opens the exception to approve, deny or revoke it.
 */
export function ExceptionList() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ServerListPage<PolicyException, 'created' | 'expiresAt'>
        resource={POLICY_EXCEPTION_LIST_RESOURCE.resource}
        itemsKey={POLICY_EXCEPTION_LIST_RESOURCE.itemsKey}
        countKeys={POLICY_EXCEPTION_LIST_RESOURCE.countKeys}
        columns={EXCEPTION_COLUMNS}
        filters={POLICY_EXCEPTION_LIST_RESOURCE.filters}
        rowKey={rowKey}
        defaultSort={DEFAULT_SORT}
        pageSize={POLICY_EXCEPTION_LIST_DEFAULTS.pageSize}
        noun="exceptions"
        onRowClick={(exception) => setOpen(exception.id)}
        activeRowId={open ?? undefined}
      />
      {open !== null && <ExceptionDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}
