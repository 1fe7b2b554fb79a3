import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import { Checkbox, Dropdown, Input, Modal } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { viewQueryOf, viewSearchOf } from 'shared-contracts';
import type { SavedFilter, SavedFilterGrid } from 'shared-contracts';
import { Button } from '../components/button';
import { describeError } from '../data-grid/describe-error';
import { useShell } from '../shell';
import { useSavedViews } from './use-saved-views';

/** Props of SavedViewsMenu. */
export interface SavedViewsMenuProps {
  /** The grid the views belong to. */
  grid: SavedFilterGrid;
}

const SAVE_KEY = '__save__';

function viewLabel(view: SavedFilter): string {
  if (!view.shared) return view.name;
  return view.mine ? `${view.name} (shared)` : `${view.name} (shared by ${view.ownerName})`;
}

/**
 * "Saved views" of a grid: opens a saved view (its filters, sort and search replace the URL's) or saves the current
 * one under a name, private or shared with the tenant.
 */
export function SavedViewsMenu({ grid }: SavedViewsMenuProps) {
  const { notify } = useShell();
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
    ...(views.length > 0 ? [{ type: 'divider' as const }] : []),
    ...views.map((view) => ({ key: `${view.ownerId}/${view.id}`, label: viewLabel(view) })),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
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
