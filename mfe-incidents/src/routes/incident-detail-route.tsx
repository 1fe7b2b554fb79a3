import { useContext } from 'react';
import { DetailPager, Drawer, ShellProvider } from 'shared-ui';
import { useLocation, useNavigate, useParams, useSearchParams } from 'shared-ui/core';
import { AiSummaryPanel } from '../features/incident-ai-summary/ai-summary-panel';
import { CommentThread } from '../features/incident-comments/comment-thread';
import { IncidentDetail } from '../features/incident-detail/incident-detail';
import { ExceptionRequest } from '../features/incident-exception/exception-request';
import { useTenantShell } from '../common/tenant-scope';
import { gridSearch } from './incident-link';
import { IncidentPagerContext } from './incident-pager-context';
import { incidentPaths } from './incidents-route-table';

const DEFAULT_POLICY_TYPE = 'protection';

/**
 * /incidents/:id?created=&policyType=: the incident in a drawer over the grid, with its AI summary and comments.
 * `created` addresses the incident (with the id); without it the API answers not found, which the drawer says. Opened
 * from All tenants, `tenantId` names its tenant, and the drawer works in that tenant's context (issue 31).
 */
export function IncidentDetailRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the grid, with its filters and without the detail's parameters.
  const closeDetail = () => navigate({ pathname: incidentPaths.grid(), search: gridSearch(location.search) });
  const created = params.get('created') ?? '';
  const policyType = params.get('policyType') || DEFAULT_POLICY_TYPE;
  const incidentRef = { id, created };
  const pager = useContext(IncidentPagerContext);
  const tenantShell = useTenantShell(params.get('tenantId'));
  const drawer = (
    <Drawer
      open
      title="Incident"
      size={760}
      onClose={closeDetail}
      destroyOnHidden
      extra={pager ? <DetailPager noun="incident" {...pager} /> : null}
    >
      <IncidentDetail key={`${id} ${created}`} incidentRef={incidentRef} policyType={policyType}>
        {(incident) => (
          <>
            <ExceptionRequest incident={incident} />
            <AiSummaryPanel incidentRef={incidentRef} version={incident.version} />
            <CommentThread incidentRef={incidentRef} />
          </>
        )}
      </IncidentDetail>
    </Drawer>
  );
  return tenantShell ? <ShellProvider value={tenantShell}>{drawer}</ShellProvider> : drawer;
}
