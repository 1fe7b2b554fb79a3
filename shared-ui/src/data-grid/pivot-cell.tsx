import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ensureStyle } from './ensure-style';
import { PIVOT_GRIDS, PIVOT_KINDS, pivotPlaces, pivotSearch } from './pivot-link';
import type { PivotGrid, PivotKind } from './pivot-link';

/** Another place a cell's value leads to, such as this host's egress events on /egress. */
export interface PivotDestination {
  /** Menu text, such as 'Egress events of this host'. */
  label: string;
  /** Path and search, such as `gridLink('/egress', { hostname })`. */
  to: string;
}

/** Props of a pivot cell. */
export interface PivotCellProps {
  /** The value shown, and the filter's value; an empty one shows a dash and offers no pivot. */
  value: string | null | undefined;
  /** The grid's filter key this value filters, such as 'username' (the URL parameter its filter bar writes). */
  filterKey: string;
  /** What the value is, for the menu button's name: 'user', 'host', 'destination', 'policy'. */
  noun: string;
  /** Shown instead of the value when given. */
  children?: ReactNode;
  /** More places the menu offers after "Show only". */
  destinations?: readonly PivotDestination[];
  /** The same, worked out only when the menu opens (a grid's cells: nothing is computed per row while it scrolls). */
  destinationsOf?: (value: string) => readonly PivotDestination[];
  /** The grid's path, when the current one may be an item's (/incidents/:id); the current path when absent. */
  gridPath?: string;
}

// Keys the open menu (or the button opening it) handles: they must not reach the row, which opens its detail on Enter.
const MENU_KEYS = new Set(['Enter', ' ', 'Escape', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const ONLY = 'only';

const stop = (event: SyntheticEvent) => event.stopPropagation();

const STYLE_ID = 'console-pivot-cell';
// A funnel, drawn by CSS: a cell mounts a bare button, not an icon component (the device grid scrolls 1,000 rows).
const FUNNEL = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M1.5 2.5h13l-5 6v5l-3 1.5v-6.5z' fill='none' stroke='black' stroke-width='1.4' stroke-linejoin='round'/%3E%3C/svg%3E")`;
// The menu button shows on the row under the pointer or holding focus, and while its menu is open: a grid of a
// hundred rows does not show three hundred funnels.
const PIVOT_CSS = `.console-pivot-cell{display:flex;align-items:center;gap:2px;min-width:0}
.console-pivot-value{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0}
.console-pivot-menu{flex:none}
.console-pivot-button{flex:none;width:20px;height:20px;border:0;padding:0;cursor:pointer;opacity:0;background:currentColor;-webkit-mask:${FUNNEL} center/12px no-repeat;mask:${FUNNEL} center/12px no-repeat}
.ant-table-row:hover .console-pivot-button,.ant-table-row:focus-within .console-pivot-button,.console-pivot-button[aria-expanded=true],.console-pivot-button:focus-visible{opacity:.65}
.console-pivot-button:hover{opacity:1}`;

const ensurePivotStyle = () => ensureStyle(STYLE_ID, PIVOT_CSS);

/**
 * A grid cell whose value pivots: Alt+click on it, or "Show only <value>" from its menu button, opens the same grid
 * filtered to that value alone (a new history entry, so Back returns). A plain click still reaches the row and
 * opens its detail. The menu may offer other destinations, such as the same value on another grid.
 *
 * A cell holds one state and plain elements; the router and the menu mount only once it is used (PivotAction), so a
 * scrolled grid of a thousand rows stays light.
 */
export function PivotCell(props: PivotCellProps) {
  const { value, noun, children } = props;
  const [action, setAction] = useState<'menu' | 'only' | null>(null);
  ensurePivotStyle();
  if (!value) return <span>{children ?? '—'}</span>;

  const onValueClick = (event: MouseEvent) => {
    if (!event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    setAction('only');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (action === 'menu' || MENU_KEYS.has(event.key)) event.stopPropagation();
  };

  return (
    <span className="console-pivot-cell">
      {/* Alt+click is the mouse's shortcut; the keyboard's way to the same pivot is the menu button beside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
      <span
        className="console-pivot-value"
        title={`${value} (Alt+click: show only this ${noun})`}
        onClick={onValueClick}
      >
        {children ?? value}
      </span>
      {/* Clicks and keys of the button and its menu (a portal, but inside this tree) stay off the row. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <span className="console-pivot-menu" onClick={stop} onKeyDown={onKeyDown}>
        {action ? (
          <PivotAction {...props} value={value} action={action} onDone={() => setAction(null)} />
        ) : (
          menuButton(noun, value, false, () => setAction('menu'))
        )}
      </span>
    </span>
  );
}

/** A used pivot cell: navigates at once for Alt+click, or shows the menu until it closes. */
function PivotAction(props: PivotCellProps & { value: string; action: 'menu' | 'only'; onDone: () => void }) {
  const { value, filterKey, noun, gridPath, action, onDone } = props;
  const destinations = props.destinationsOf?.(value) ?? props.destinations ?? [];
  const navigate = useNavigate();
  const location = useLocation();
  const pivot = () =>
    void navigate({ pathname: gridPath ?? location.pathname, search: pivotSearch({ [filterKey]: value }) });
  useEffect(() => {
    if (action !== 'only') return;
    onDone();
    pivot();
    // Once, for the Alt+click that mounted it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (action === 'only') return menuButton(noun, value, false, onDone);

  const items: MenuProps['items'] = [
    { key: ONLY, label: `Show only ${value}` },
    ...destinations.map((destination, index) => ({ key: String(index), label: destination.label })),
  ];
  const onMenuClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    onDone();
    if (key === ONLY) pivot();
    else {
      const destination = destinations[Number(key)];
      if (destination) void navigate(destination.to);
    }
  };
  return (
    <Dropdown
      menu={{ items, onClick: onMenuClick }}
      trigger={['click']}
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
    >
      {menuButton(noun, value, true, onDone)}
    </Dropdown>
  );
}

// Out of the tab order: a grid row is one tab stop (J/K move between rows); the keyboard pivots from the detail
// panel's related links, the pointer from here or with Alt+click.
function menuButton(noun: string, value: string, expanded: boolean, onClick: () => void) {
  return (
    <button
      type="button"
      tabIndex={-1}
      className="console-pivot-button"
      aria-label={`Filter by ${noun} ${value}`}
      aria-haspopup="menu"
      aria-expanded={expanded}
      title={`Filter by this ${noun}`}
      onClick={onClick}
    />
  );
}

/**
 * A column's render that pivots on a value of this kind: on `grid` it filters by the grid's own filter for the kind,
 * and its menu also leads to every other grid with such a filter (a host's egress events, a user's incidents).
 */
export function pivotRender<TItem>(
  grid: PivotGrid,
  kind: PivotKind,
  read: (item: TItem) => string | null | undefined,
): (item: TItem) => ReactNode {
  const { keys, noun } = PIVOT_KINDS[kind];
  const place = PIVOT_GRIDS[grid];
  // A grid with tabs in its path (egress) pivots within the tab it shows.
  const gridPath = place.tabs ? undefined : place.path;
  const filterKey = keys[grid];
  if (filterKey === undefined) throw new Error(`The ${grid} grid has no filter for a ${kind}`);
  ensurePivotStyle();
  return (item: TItem) => {
    const value = read(item);
    return (
      <PivotCell
        value={value}
        filterKey={filterKey}
        noun={noun}
        destinationsOf={(pivoted) => pivotPlaces(grid, kind, pivoted)}
        gridPath={gridPath}
      />
    );
  };
}
