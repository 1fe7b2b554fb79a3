import { useState } from 'react';
import { VALUE_LABELS, LIST_ENTITY_TYPES } from 'shared-contracts';
import type { ListEntityType, ListSummary } from 'shared-contracts';
import { Button, Segmented, TableSection, useShell } from 'shared-ui';
import { useLists } from '../api/use-lists';
import { LIST_COLUMNS } from './list-columns';
import { ListDrawer } from './list-drawer';
import type { ListDrawerTarget } from './list-drawer';

type EntityFilter = ListEntityType | 'all';

const FILTERS = [
  { value: 'all' as const, label: 'All' },
  ...LIST_ENTITY_TYPES.map((value) => ({ value, label: VALUE_LABELS.listEntityType[value] })),
];

/** The Lists page (SPEC §2, /settings/lists): the tenant's lists by entity type, searched, opened in a drawer. */
export function ListsGrid() {
  const { can } = useShell();
  const [entityType, setEntityType] = useState<EntityFilter>('all');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<ListDrawerTarget | null>(null);
  const { data, error, isLoading, mutate } = useLists(entityType === 'all' ? undefined : entityType, search);
  return (
    <TableSection<ListSummary>
      toolbar={
        <Segmented<EntityFilter>
          aria-label="Entity type"
          options={FILTERS}
          value={entityType}
          onChange={setEntityType}
        />
      }
      search={{ label: 'Search lists', onSearch: setSearch }}
      actions={
        can('lists.write') ? (
          <Button
            variant="primary"
            onClick={() => setTarget({ mode: 'create', entityType: entityType === 'all' ? 'domain' : entityType })}
          >
            New list
          </Button>
        ) : null
      }
      error={error}
      onRetry={() => void mutate()}
      errorTitle="The lists could not be loaded."
      className="console-lists-grid"
      rowKey="id"
      columns={LIST_COLUMNS}
      rows={data?.lists ?? []}
      loading={isLoading}
      emptyText={search ? 'No lists match the search' : 'No lists of this type yet'}
      onRowClick={(list) => setTarget({ mode: 'edit', id: list.id })}
    >
      {target ? (
        <ListDrawer key={target.mode === 'edit' ? target.id : 'new'} target={target} onClose={() => setTarget(null)} />
      ) : null}
    </TableSection>
  );
}
