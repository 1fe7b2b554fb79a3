import { MailOutlined, Button } from 'shared-ui';
import { useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'shared-ui/core';
import type { IncidentListItem } from 'shared-contracts';
import { BulkActions } from '../features/incident-bulk/bulk-actions';
import { IncidentList } from '../features/incident-list/incident-list';
import { OpenOutboxContext, useCanReadOutbox } from '../common/outbox-access';
import { OutboxDrawer } from '../features/incident-outbox/outbox-drawer';
import { detailSearch } from './incident-link';

/**
 * /incidents: the grid (SPEC §2) with bulk actions; a clicked row opens /incidents/:id?created=&policyType= over it,
 * keeping the grid's filters in the URL so the detail can be deep-linked and closing it returns to the same view.
 * A Tenant Admin with e-mailing of AI summaries on also gets the "Outbox" drawer (mail kept without a mail server).
 */
export function IncidentsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const canReadOutbox = useCanReadOutbox();
  const [outboxOpen, setOutboxOpen] = useState(false);
  const openOutbox = useCallback(() => setOutboxOpen(true), []);
  const open = useCallback(
    (incident: IncidentListItem) =>
      navigate({ pathname: encodeURIComponent(incident.id), search: detailSearch(location.search, incident) }),
    [navigate, location.search],
  );
  return (
    <OpenOutboxContext.Provider value={canReadOutbox ? openOutbox : undefined}>
      {canReadOutbox ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
          <Button variant="outline" icon={<MailOutlined aria-hidden="true" />} onClick={openOutbox}>
            Outbox
          </Button>
        </div>
      ) : null}
      <IncidentList
        onOpen={open}
        bulkActions={(selection, clearSelection) => <BulkActions selection={selection} onDone={clearSelection} />}
      />
      <Outlet />
      {canReadOutbox ? <OutboxDrawer open={outboxOpen} onClose={() => setOutboxOpen(false)} /> : null}
    </OpenOutboxContext.Provider>
  );
}
