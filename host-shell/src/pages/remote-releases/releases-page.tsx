import { formatExactTime } from 'shared-contracts';
import {
  Button,
  ConfirmAction,
  DisplayTable,
  Flex,
  TableSection,
  Tag,
  Typography,
  useApiMutation,
  useApiQuery,
  useWrite,
  type TableColumn,
} from 'shared-ui';
import { useState } from 'react';
import { PlatformAdminPage } from '../shell-own-page';
import { PromoteDialog } from './promote-dialog';
import {
  audienceWords,
  liveFor,
  rollbackQuestion,
  versionWords,
  type ReleasePromotion,
  type RemoteReleases,
} from './release-words';

type Version = RemoteReleases['versions'][number];

/** The Releases page (issue 29, item 3): platform admins only; anyone else finds no such page (and the API refuses). */
export default function ReleasesRoute() {
  return (
    <PlatformAdminPage>
      <ReleasesPage />
    </PlatformAdminPage>
  );
}

/** Each remote: its versions and whom each is live for, Promote and Roll back, and its history. */
function ReleasesPage() {
  const releases = useApiQuery('/releases', {});
  const tenants = useApiQuery('/tenants', {});
  const names = new Map((tenants.data?.tenants ?? []).map((tenant) => [tenant.id, tenant.name]));
  const tenantName = (id: string) => names.get(id) ?? id;
  return (
    <Flex vertical gap={24}>
      <Typography.Text type="secondary">
        Each remote’s released versions (npm run release). Promote a version to every tenant, to named tenants or to a
        percentage of tenants; users get it at their next navigation, and pages already open offer a reload.
      </Typography.Text>
      {releases.error || !releases.data ? (
        <DisplayTable<Version>
          rows={[]}
          columns={[]}
          rowKey="version"
          label="Releases"
          loading={!releases.error}
          error={releases.error}
          onRetry={() => void releases.mutate()}
        />
      ) : (
        <>
          {releases.data.remotes.filter(hasReleases).map((remote) => (
            <RemoteSection
              key={remote.remote}
              remote={remote}
              tenants={tenants.data?.tenants ?? []}
              tenantName={tenantName}
            />
          ))}
          <NotReleased remotes={releases.data.remotes.filter((remote) => !hasReleases(remote))} />
        </>
      )}
    </Flex>
  );
}

/** A remote with a version to show, or a history. */
const hasReleases = (remote: RemoteReleases) => remote.versions.length > 0 || remote.history.length > 0;

/** The remotes never released: one line, with the command that releases one. */
function NotReleased({ remotes }: { remotes: RemoteReleases[] }) {
  if (remotes.length === 0) return null;
  return (
    <Typography.Text type="secondary">
      No releases yet of {remotes.map((remote) => remote.title).join(', ')}: npm run release -- {remotes[0]!.remote}{' '}
      releases one.
    </Typography.Text>
  );
}

interface RemoteSectionProps {
  remote: RemoteReleases;
  tenants: { id: string; name: string }[];
  tenantName: (id: string) => string;
}

function RemoteSection({ remote, tenants, tenantName }: RemoteSectionProps) {
  const [promoting, setPromoting] = useState<string | undefined>();
  const promote = useApiMutation('post', '/releases/promotions', { revalidates: ['/releases'] });
  const rollback = useApiMutation('post', '/releases/rollbacks', { revalidates: ['/releases'] });
  const write = useWrite();
  const question = rollbackQuestion(remote, tenantName);
  const columns: TableColumn<Version>[] = [
    { dataIndex: 'version', title: 'Version' },
    { dataIndex: 'commit', title: 'Commit', render: (commit) => commit.slice(0, 7) },
    { dataIndex: 'builtAt', title: 'Built', render: (builtAt) => formatExactTime(builtAt, { zone: true }) },
    { dataIndex: 'builtBy', title: 'Built by', ellipsis: true },
    {
      key: 'live',
      title: 'Live for',
      render: (_, row) => (
        <Flex wrap gap={4}>
          {liveFor(remote, row.version, tenantName).map((words) => (
            <Tag key={words} color="green">
              {words}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'promote',
      title: '',
      align: 'right',
      render: (_, row) => (
        <Button
          size="sm"
          aria-label={`Promote ${remote.title} ${row.version}`}
          onClick={() => setPromoting(row.version)}
        >
          Promote
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={8} data-remote-releases={remote.remote}>
      <TableSection<Version>
        title={`${remote.title} (${remote.remote})`}
        label={`Versions of ${remote.title}`}
        rows={remote.versions}
        columns={columns}
        rowKey="version"
        size="small"
        actions={
          question && (
            <ConfirmAction
              title={question}
              okText="Roll back"
              danger
              onConfirm={() =>
                write(() => rollback({}, { remote: remote.remote }), { done: `${remote.title} rolled back` })
              }
            >
              <Button size="sm" aria-label={`Roll back ${remote.title}`}>
                Roll back
              </Button>
            </ConfirmAction>
          )
        }
      />
      {remote.history.length > 0 && (
        <DisplayTable<ReleasePromotion>
          label={`History of ${remote.title}`}
          rows={remote.history}
          rowKey="id"
          size="small"
          pagination={{ pageSize: 5, hideOnSinglePage: true }}
          columns={[
            { dataIndex: 'at', title: 'When', render: (at) => formatExactTime(at, { zone: true }) },
            {
              dataIndex: 'action',
              title: 'Action',
              render: (action) => (action === 'rollback' ? 'Rolled back' : 'Promoted'),
            },
            {
              key: 'versions',
              title: 'Version',
              render: (_, row) => `${versionWords(row.fromVersion)} → ${versionWords(row.version)}`,
            },
            { dataIndex: 'audience', title: 'For', render: (audience) => audienceWords(audience, tenantName) },
            { dataIndex: 'by', title: 'By' },
          ]}
        />
      )}
      {promoting && (
        <PromoteDialog
          title={remote.title}
          version={promoting}
          tenants={tenants}
          promote={(audience) => promote({}, { remote: remote.remote, version: promoting, audience })}
          onClose={() => setPromoting(undefined)}
        />
      )}
    </Flex>
  );
}
