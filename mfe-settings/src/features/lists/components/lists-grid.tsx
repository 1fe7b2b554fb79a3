import { useState } from 'react';
import { LIST_ENTITY_TYPE_LABELS, LIST_ENTITY_TYPES } from 'shared-contracts';
import type { ListEntityType, ListSummary } from 'shared-contracts';
import { Alert, Button, Card, Flex, Input, Segmented, Table, useShell } from 'shared-ui';
import { useLists } from '../api/use-lists';
import { LIST_COLUMNS } from './list-columns';
import { ListDrawer } from './list-drawer';
import type { ListDrawerTarget } from './list-drawer';

type EntityFilter = ListEntityType | 'all';

const FILTERS = [
  { value: 'all' as const, label: 'All' },
  ...LIST_ENTITY_TYPES.map((value) => ({ value, label: LIST_ENTITY_TYPE_LABELS[value] })),
];

/** The Lists page (SPEC §2, /settings/lists): the tenant's lists by entity type, searched, opened in a drawer. */
export function ListsGrid() {
  const { can } = useShell();
  const [entityType, setEntityType] = useState<EntityFilter>('all');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<ListDrawerTarget | null>(null);
  const { data, error, isLoading } = useLists(entityType === 'all' ? undefined : entityType, search);
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Segmented<EntityFilter>
            aria-label="Entity type"
            options={FILTERS}
            value={entityType}
            onChange={setEntityType}
          />
          <Flex gap={8}>
            <Input.Search
              aria-label="Search lists"
              placeholder="Search lists"
              allowClear
              onSearch={setSearch}
              style={{ width: 240 }}
            />
            {can('lists.write') ? (
              <Button
                variant="primary"
                onClick={() => setTarget({ mode: 'create', entityType: entityType === 'all' ? 'domain' : entityType })}
              >
                New list
              </Button>
            ) : null}
          </Flex>
        </Flex>
        {error ? <Alert type="error" showIcon title="The lists could not be loaded." /> : null}
        <Table<ListSummary>
          className="console-lists-grid"
          rowKey="id"
          columns={LIST_COLUMNS}
          dataSource={data?.lists ?? []}
          loading={isLoading}
          pagination={false}
          locale={{ emptyText: search ? 'No lists match the search' : 'No lists of this type yet' }}
          onRow={(list) => ({ onClick: () => setTarget({ mode: 'edit', id: list.id }), style: { cursor: 'pointer' } })}
        />
      </Flex>
      {target ? (
        <ListDrawer key={target.mode === 'edit' ? target.id : 'new'} target={target} onClose={() => setTarget(null)} />
      ) : null}
    </Card>
  );
}
