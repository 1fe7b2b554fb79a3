import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import { Checkbox, Dropdown, Input, Modal } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { filterParams, viewQueryOf, viewSearchOf } from 'shared-contracts';
import type { FilterValue, FilterValues, SavedFilter, SavedFilterGrid, SignedInUser } from 'shared-contracts';
import { Button } from '../components/button';
import { describeError } from '../data-grid/describe-error';
import { useShell } from '../shell';
import { useSavedViews } from './use-saved-views';

/** A ready-made view of a grid, such as "My open": filters worked out when it is chosen. */
export interface QuickFilter {
  /** Menu text. */
  label: string;
  /** The filters it applies (replacing the search and the other filters), from the signed-in user and the time. */
  filters: (context: { user: SignedInUser; now: Date }) => FilterValues;
}

/** Props of SavedViewsMenu. */
export interface SavedViewsMenuProps {
  /** The grid the views belong to. */
  grid: SavedFilterGrid;
  /** Ready-made views listed before the saved ones. */
  quickFilters?: readonly QuickFilter[];
}

const SAVE_KEY = '__save__';
const QUICK_PREFIX = 'quick:';

/** A quick filter's date range: from `hours` before `now`, open-ended. */
export function lastHours(now: Date, hours: number): FilterValue {
  return { kind: 'dateRange', from: new Date(now.getTime() - hours * 3_600_000).toISOString() };
}

/** The URL search that shows exactly these filters. */
export function filtersSearch(filters: FilterValues): string {
  const query: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(filters)) {
    for (const [name, item] of filterParams(key, value)) query[name] = [...(query[name] ?? []), item];
  }
  return viewSearchOf(query);
}

function viewLabel(view: SavedFilter): string {
  if (!view.shared) return view.name;
  return view.mine ? `${view.name} (shared)` : `${view.name} (shared by ${view.ownerName})`;
}

/**
 * "Saved views" of a grid: opens a saved view (its filters, sort and search replace the URL's) or saves the current
 * one under a name, private or shared with the tenant.
 */
export function SavedViewsMenu({ grid, quickFilters = [] }: SavedViewsMenuProps) {
  const { notify, user } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const { views, save } = useSavedViews(grid);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);

  // Save first: the views arrive later and must not shift the row under a pointer already on its way to Save.
  const items: MenuProps['items'] = [
    { key: SAVE_KEY, label: 'Save current view…', icon: <SaveOutlined aria-hidden="true" /> },
    ...(quickFilters.length > 0
      ? [
          { type: 'divider' as const },
          {
            type: 'group' as const,
            label: 'Quick filters',
            children: quickFilters.map((quick, index) => ({ key: `${QUICK_PREFIX}${index}`, label: quick.label })),
          },
        ]
      : []),
    ...(views.length > 0
      ? [
          { type: 'divider' as const },
          {
            type: 'group' as const,
            label: 'Saved views',
            children: views.map((view) => ({ key: `${view.ownerId}/${view.id}`, label: viewLabel(view) })),
          },
        ]
      : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const quick = key.startsWith(QUICK_PREFIX) ? quickFilters[Number(key.slice(QUICK_PREFIX.length))] : undefined;
    if (quick) {
      navigate({ pathname: location.pathname, search: filtersSearch(quick.filters({ user, now: new Date() })) });
      return;
    }
    if (key === SAVE_KEY) {
      setName('');
      setShared(false);
      setSaving(true);
      return;
    }
    const view = views.find((item) => `${item.ownerId}/${item.id}` === key);
    if (view) navigate({ pathname: location.pathname, search: viewSearchOf(view.query) });
  };
  const submit = async () => {
    setBusy(true);
    try {
      const saved = await save({ name: name.trim(), query: viewQueryOf(location.search), shared });
      notify({ title: `View "${saved.name}" saved`, variant: 'success' });
      setSaving(false);
    } catch (error) {
      notify({ title: 'The view was not saved', description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button variant="outline">Saved views</Button>
      </Dropdown>
      <Modal
        open={saving}
        title="Save current view"
        okText="Save"
        okButtonProps={{ disabled: name.trim() === '', loading: busy }}
        onOk={submit}
        onCancel={() => setSaving(false)}
        destroyOnHidden
      >
        <Input
          aria-label="View name"
          placeholder="Name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <Checkbox style={{ marginTop: 12 }} checked={shared} onChange={(e) => setShared(e.target.checked)}>
          Share with everyone in the tenant
        </Checkbox>
      </Modal>
    </>
  );
}
