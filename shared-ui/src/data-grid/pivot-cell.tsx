import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
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
  /** The grid's path, when the current one may be an item's (/incidents/:id); the current path when absent. */
  gridPath?: string;
}

// Keys the open menu (or the button opening it) handles: they must not reach the row, which opens its detail on Enter.
const MENU_KEYS = new Set(['Enter', ' ', 'Escape', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const ONLY = 'only';

const stop = (event: SyntheticEvent) => event.stopPropagation();

const STYLE_ID = 'console-pivot-cell';
// The menu button shows on the row under the pointer or holding focus, and while its menu is open: a grid of a
// hundred rows does not show three hundred funnels.
const PIVOT_CSS = `.console-pivot-button{flex:none;border:0;background:none;padding:0 4px;cursor:pointer;color:inherit;opacity:0;line-height:1}
.ant-table-row:hover .console-pivot-button,.ant-table-row:focus-within .console-pivot-button,.console-pivot-button[aria-expanded=true],.console-pivot-button:focus-visible{opacity:.65}
.console-pivot-button:hover{opacity:1}`;

const ensurePivotStyle = () => ensureStyle(STYLE_ID, PIVOT_CSS);

/**
 * A grid cell whose value pivots: Alt+click on it, or "Show only <value>" from its menu button, opens the same grid
 * filtered to that value alone (a new history entry, so Back returns). A plain click still reaches the row and
 * opens its detail. The menu may offer other destinations, such as the same value on another grid.
 */
export function PivotCell({ value, filterKey, noun, children, destinations = [], gridPath }: PivotCellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(ensurePivotStyle, []);
  if (!value) return <span>{children ?? '—'}</span>;

  const pivot = () =>
    void navigate({ pathname: gridPath ?? location.pathname, search: pivotSearch({ [filterKey]: value }) });
  const onValueClick = (event: MouseEvent) => {
    if (!event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    pivot();
  };
  const items: MenuProps['items'] = [
    { key: ONLY, label: `Show only ${value}` },
    ...destinations.map((destination, index) => ({ key: String(index), label: destination.label })),
  ];
  const onMenuClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    setOpen(false);
    if (key === ONLY) pivot();
    else {
      const destination = destinations[Number(key)];
      if (destination) void navigate(destination.to);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open || MENU_KEYS.has(event.key)) event.stopPropagation();
  };

  return (
    <span className="console-pivot-cell" style={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      {/* Alt+click is the mouse's shortcut; the keyboard's way to the same pivot is the menu button beside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
      <span
        className="console-pivot-value"
        title={`${value} (Alt+click: show only this ${noun})`}
        onClick={onValueClick}
        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {children ?? value}
      </span>
      {/* Clicks and keys of the button and its menu (a portal, but inside this tree) stay off the row. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <span onClick={stop} onKeyDown={onKeyDown} style={{ flex: 'none' }}>
        {/* The menu mounts on the first click: a scrolled grid mounts a plain button per cell, not a dropdown. */}
        {open ? (
          <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['click']} open onOpenChange={setOpen}>
            {menuButton(noun, value, true, () => setOpen(false))}
          </Dropdown>
        ) : (
          menuButton(noun, value, false, () => setOpen(true))
        )}
      </span>
    </span>
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
    >
      <FilterOutlined aria-hidden="true" />
    </button>
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
  return (item: TItem) => {
    const value = read(item);
    return (
      <PivotCell
        value={value}
        filterKey={filterKey}
        noun={noun}
        destinations={value ? pivotPlaces(grid, kind, value) : undefined}
        gridPath={gridPath}
      />
    );
  };
}
