import { MailOutlined, Button, useDetailNavigation } from 'shared-ui';
import { useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'shared-ui/core';
import type { TenantIncidentListItem } from 'shared-contracts';
import { BatchesPanel } from '../features/incident-batches/batches-panel';
import { BulkActions } from '../features/incident-bulk/bulk-actions';
import { IncidentList } from '../features/incident-list/incident-list';
import { OpenOutboxContext, useCanReadOutbox } from '../common/outbox-access';
import { OutboxDrawer } from '../features/incident-outbox/outbox-drawer';
import { incidentRowKey } from '../common/incident-row-key';
import { useAllTenants } from '../common/tenant-scope';
import { detailSearch } from './incident-link';
import { IncidentPagerContext } from './incident-pager-context';
import { incidentPaths } from './incidents-route-table';

/**
 * /incidents: the grid (SPEC §2) with bulk actions, and above it the batches that can be undone or wait for a second
 * admin's approval; a clicked row opens /incidents/:id?created=&policyType= over it,
 * keeping the grid's filters in the URL so the detail can be deep-linked and closing it returns to the same view.
 * A Tenant Admin with e-mailing of AI summaries on also gets the "Outbox" drawer (mail kept without a mail server).
 */
export function IncidentsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const allTenants = useAllTenants();
  // The outbox and the batches above the grid are one tenant's: not shown over All tenants.
  const canReadOutbox = useCanReadOutbox() && !allTenants;
  const [outboxOpen, setOutboxOpen] = useState(false);
  const openOutbox = useCallback(() => setOutboxOpen(true), []);
  // The open incident (the detail route's :id and created): its row is marked, and the detail walks the grid's rows.
  const { id } = useParams();
  // An incident opens beside the grid, also from another one's detail (previous and next).
  // Over All tenants it opens in its own tenant's context (issue 31): the detail's requests name that tenant.
  const open = useCallback(
    (incident: TenantIncidentListItem) =>
      navigate({
        pathname: incidentPaths.detail(incident.id),
        search: detailSearch(location.search, incident, allTenants ? incident.tenantId : undefined),
      }),
    [navigate, location.search, allTenants],
  );
  const [params] = useSearchParams();
  const created = params.get('created') ?? '';
  const activeRowId = id
    ? incidentRowKey(allTenants ? { id, created, tenantId: params.get('tenantId') ?? '' } : { id, created })
    : undefined;
  const navigation = useDetailNavigation(activeRowId, open);
  return (
    <OpenOutboxContext.Provider value={canReadOutbox ? openOutbox : undefined}>
      {canReadOutbox ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
          <Button variant="outline" icon={<MailOutlined aria-hidden="true" />} onClick={openOutbox}>
            Outbox
          </Button>
        </div>
      ) : null}
      {allTenants ? null : <BatchesPanel />}
      <IncidentList
        onOpen={open}
        navigation={navigation.grid}
        bulkActions={(selection, clearSelection) => <BulkActions selection={selection} onDone={clearSelection} />}
      />
      <IncidentPagerContext.Provider value={navigation.pager}>
        <Outlet />
      </IncidentPagerContext.Provider>
      {canReadOutbox ? <OutboxDrawer open={outboxOpen} onClose={() => setOutboxOpen(false)} /> : null}
    </OpenOutboxContext.Provider>
  );
}
