import { useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { IncidentListItem } from 'shared-contracts';
import { BulkActions } from '../features/incident-bulk/bulk-actions';
import { IncidentList } from '../features/incident-list/incident-list';
import { detailSearch } from './incident-link';

/**
 * /incidents: the grid (SPEC §2) with bulk actions; a clicked row opens /incidents/:id?created=&policyType= over it,
 * keeping the grid's filters in the URL so the detail can be deep-linked and closing it returns to the same view.
 */
export function IncidentsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const open = useCallback(
    (incident: IncidentListItem) =>
      navigate({ pathname: encodeURIComponent(incident.id), search: detailSearch(location.search, incident) }),
    [navigate, location.search],
  );
  return (
    <>
      <IncidentList
        onOpen={open}
        bulkActions={(selection, clearSelection) => <BulkActions selection={selection} onDone={clearSelection} />}
      />
      <Outlet />
    </>
  );
}
