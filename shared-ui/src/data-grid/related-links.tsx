import { Typography } from 'antd';
import { Link } from 'react-router';
import {
  AUDIT_LOG_LIST_RESOURCE,
  DEVICE_LIST_RESOURCE,
  EGRESS_EVENT_LIST_RESOURCE,
  formatCount,
  INCIDENT_LIST_RESOURCE,
} from 'shared-contracts';
import type { FilterValues, ListResource } from 'shared-contracts';
import { PIVOT_GRIDS, PIVOT_KINDS, gridLink, pivotPlaces } from './pivot-link';
import type { PivotGrid, PivotKind } from './pivot-link';
import { useServerCount } from './use-server-count';

const RESOURCES: Readonly<Record<PivotGrid, ListResource>> = {
  incidents: INCIDENT_LIST_RESOURCE,
  egress: EGRESS_EVENT_LIST_RESOURCE,
  devices: DEVICE_LIST_RESOURCE,
  auditLog: AUDIT_LOG_LIST_RESOURCE,
};

/** Props of the related links of an item. */
export interface RelatedLinksProps {
  /** The grid the item belongs to: links to it count the item's others ("3 other incidents of this user"). */
  grid: PivotGrid;
  /** The item's values by kind (its user, host, destination); empty ones are left out. */
  values: Partial<Record<PivotKind, string | null | undefined>>;
}

/** "3 other incidents of this user": the count of the grid filtered to the value, less the item itself. */
function OthersLink({ grid, kind, value }: { grid: PivotGrid; kind: PivotKind; value: string }) {
  const place = PIVOT_GRIDS[grid];
  const { keys, relation } = PIVOT_KINDS[kind];
  const filterKey = keys[grid]!;
  const filters: FilterValues = { [filterKey]: { kind: 'options', values: [value] } };
  const { resource, countKeys } = RESOURCES[grid];
  const { counts } = useServerCount({ path: `/${resource}/count`, countKeys, query: { filters } });
  const to = gridLink(place.path, { [filterKey]: value });
  if (!counts) return <Link to={to}>{`Other ${place.noun[1]} ${relation}`}</Link>;
  const others = Math.max(counts.filtered - 1, 0);
  const noun = others === 1 ? place.noun[0] : place.noun[1];
  if (others === 0) return <span>{`No other ${noun} ${relation}`}</span>;
  const count = `${counts.approximate ? '~' : ''}${formatCount(others).text}`;
  return <Link to={to}>{`${count} other ${noun} ${relation}`}</Link>;
}

/**
 * The detail panel's "Related" list: for each of the item's values, the item's own grid filtered to it (with how many
 * others there are), then every other grid with a filter for it, such as this user's egress events.
 */
export function RelatedLinks({ grid, values }: RelatedLinksProps) {
  const entries = (Object.entries(values) as [PivotKind, string | null | undefined][]).filter(
    (entry): entry is [PivotKind, string] => Boolean(entry[1]),
  );
  const own = entries.filter(([kind]) => PIVOT_KINDS[kind].keys[grid] !== undefined);
  const elsewhere = entries.flatMap(([kind, value]) => pivotPlaces(grid, kind, value));
  if (own.length === 0 && elsewhere.length === 0) return null;
  return (
    <section aria-label="Related" className="console-related-links">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Related
      </Typography.Title>
      <ul style={{ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 4 }}>
        {own.map(([kind, value]) => (
          <li key={`own-${kind}`}>
            <OthersLink grid={grid} kind={kind} value={value} />
          </li>
        ))}
        {elsewhere.map((place) => (
          <li key={place.to}>
            <Link to={place.to}>{place.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
