import { formatExactTime, type DifferenceRow } from 'shared-contracts';
import {
  Button,
  Card,
  DisplayTable,
  Flex,
  TableSection,
  Tag,
  Typography,
  useApiMutation,
  useApiQuery,
  type TableColumn,
} from 'shared-ui';
import { useShell } from 'shared-ui/core';
import { useState } from 'react';
import { ScopeAdminPage } from '../shell-own-page';
import { PushDialog } from './push-dialog';
import { SaveTemplateDialog } from './save-template-dialog';
import {
  itemDifferences,
  listNamesOf,
  STATE_WORDS,
  stateColor,
  versionWords,
  type PolicyTemplate,
  type TemplateItemStatus,
  type TemplateVersion,
  type TenantTemplateStatus,
} from './template-words';

/**
 * The Policy templates page (issue 31, item 3): platform admins (every template, every tenant) and Tenant Group Admins
 * (their groups' templates, their groups' tenants); anyone else finds no such page (the API refuses them).
 */
export default function PolicyTemplatesRoute() {
  return (
    <ScopeAdminPage>
      <PolicyTemplatesPage />
    </ScopeAdminPage>
  );
}

const revalidates = ['/platform/policy-templates'] as const;

/** Every template; the one opened with its versions, its tenants' status and the push dialog. */
function PolicyTemplatesPage() {
  const { tenant } = useShell();
  const templates = useApiQuery('/platform/policy-templates', {});
  const save = useApiMutation('post', '/platform/policy-templates', { revalidates: [...revalidates] });
  const [opened, setOpened] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const rows = templates.data?.templates ?? [];
  const current = rows.find((row) => row.id === opened) ?? rows[0];

  const columns: TableColumn<PolicyTemplate>[] = [
    { dataIndex: 'name', title: 'Name' },
    { dataIndex: 'description', title: 'Description', render: (text: string) => text || '—' },
    { dataIndex: 'latestVersion', title: 'Latest version', align: 'right' },
    { dataIndex: 'policies', title: 'Policies', align: 'right' },
    { dataIndex: 'lists', title: 'Lists', align: 'right' },
    { dataIndex: 'tenants', title: 'Tenants', align: 'right' },
    { dataIndex: 'groupName', title: 'Group', render: (group: string | null) => group ?? 'Platform' },
    { dataIndex: 'createdBy', title: 'Created by' },
    {
      key: 'open',
      title: '',
      align: 'right',
      render: (_, row) => (
        <Button
          size="sm"
          variant={row.id === current?.id ? 'primary' : 'outline'}
          aria-label={`Open ${row.name}`}
          onClick={() => setOpened(row.id)}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <Typography.Text type="secondary">
        Policies saved as a versioned template, with the lists they reference, and pushed to tenants. Each tenant gets
        its own copy; a tenant that edits its copy shows as drifted, one whose copy is gone as missing. A template saved
        by a Tenant Group Admin belongs to their group: they see their groups’ templates and push to their groups’
        tenants.
      </Typography.Text>
      <TableSection<PolicyTemplate>
        title="Policy templates"
        label="Policy templates"
        rows={rows}
        columns={columns}
        rowKey="id"
        size="small"
        loading={!templates.data && !templates.error}
        error={templates.error}
        onRetry={() => void templates.mutate()}
        actions={
          <Button variant="primary" size="sm" onClick={() => setSaving(true)}>
            Save policies as a template
          </Button>
        }
      />
      {current && <TemplateDetailsView key={current.id} template={current} />}
      {saving && (
        <SaveTemplateDialog
          tenant={tenant}
          save={(fields) =>
            save(
              {},
              {
                name: fields.name ?? '',
                description: fields.description,
                tenantId: tenant.id,
                policyIds: fields.policyIds,
              },
            )
          }
          onClose={() => setSaving(false)}
        />
      )}
    </Flex>
  );
}

/** One template: its versions, its tenants' status with the drift side by side, Push and Save a new version. */
function TemplateDetailsView({ template }: { template: PolicyTemplate }) {
  const { tenant } = useShell();
  const path = { templateId: template.id };
  const details = useApiQuery('/platform/policy-templates/{templateId}', { path });
  const status = useApiQuery('/platform/policy-templates/{templateId}/status', { path });
  // The tenants it may be pushed to: the user's scope (a platform admin's every tenant, a Tenant Group Admin's groups').
  const tenants = useApiQuery('/tenant-scope', {});
  const saveVersion = useApiMutation('post', '/platform/policy-templates/{templateId}/versions', {
    revalidates: [...revalidates],
  });
  const preview = useApiMutation('post', '/platform/policy-templates/{templateId}/preview', { revalidates: [] });
  const push = useApiMutation('post', '/platform/policy-templates/{templateId}/push', {
    revalidates: [...revalidates],
  });
  const [pushing, setPushing] = useState<'push' | 'repush' | undefined>();
  const [saving, setSaving] = useState(false);
  const [shown, setShown] = useState<string | undefined>();
  const versions = details.data?.versions ?? [];
  const statuses = status.data?.tenants ?? [];
  const latest = status.data?.latestVersion ?? template.latestVersion;
  const shownStatus = statuses.find((row) => row.tenantId === shown);

  const statusColumns: TableColumn<TenantTemplateStatus>[] = [
    { dataIndex: 'tenantName', title: 'Tenant' },
    {
      dataIndex: 'state',
      title: 'State',
      render: (state: TenantTemplateStatus['state']) => <Tag color={stateColor(state)}>{STATE_WORDS[state]}</Tag>,
    },
    { dataIndex: 'version', title: 'Version', render: (version: number | null) => versionWords(version, latest) },
    {
      key: 'items',
      title: 'Copies',
      render: (_, row) =>
        row.items
          .filter((item) => item.state !== 'in_sync')
          .map((item) => `${item.name}: ${STATE_WORDS[item.state].toLowerCase()}`)
          .join('; ') || 'All in sync',
    },
    {
      key: 'differences',
      title: '',
      align: 'right',
      render: (_, row) =>
        row.state === 'drifted' && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Differences of ${row.tenantName}`}
            onClick={() => setShown(row.tenantId === shown ? undefined : row.tenantId)}
          >
            {row.tenantId === shown ? 'Hide differences' : 'Show differences'}
          </Button>
        ),
    },
  ];

  return (
    <section aria-label={template.name}>
      <Card title={template.name}>
        <Flex vertical gap={24}>
          <Flex gap={8}>
            <Button variant="primary" size="sm" onClick={() => setPushing('push')}>
              Push
            </Button>
            {statuses.length > 0 && (
              <Button size="sm" onClick={() => setPushing('repush')}>
                Re-push
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setSaving(true)}>
              Save a new version
            </Button>
          </Flex>
          <DisplayTable<TenantTemplateStatus>
            label="Tenants"
            size="small"
            rowKey="tenantId"
            rows={statuses}
            columns={statusColumns}
            loading={!status.data && !status.error}
            emptyText="Not pushed to any tenant yet"
          />
          {shownStatus && (
            <Drift status={shownStatus} version={versions.find((version) => version.version === shownStatus.version)} />
          )}
          <DisplayTable<TemplateVersion>
            label="Versions"
            size="small"
            rowKey="version"
            rows={versions}
            loading={!details.data && !details.error}
            columns={[
              { dataIndex: 'version', title: 'Version' },
              {
                key: 'policies',
                title: 'Policies',
                render: (_, version) => version.content.policies.map((policy) => policy.name).join(', '),
              },
              {
                key: 'lists',
                title: 'Lists',
                render: (_, version) => version.content.lists.map((list) => list.name).join(', ') || '—',
              },
              {
                dataIndex: 'sourceTenant',
                title: 'Saved from',
                render: (source: string | null) => source ?? 'A tenant outside your scope',
              },
              { dataIndex: 'savedBy', title: 'By' },
              { dataIndex: 'saved', title: 'Saved', render: (saved: string) => formatExactTime(saved, { zone: true }) },
            ]}
          />
        </Flex>
      </Card>
      {pushing && (
        <PushDialog
          templateName={template.name}
          versions={versions.map((version) => version.version)}
          tenants={tenants.data?.tenants ?? []}
          initialTenants={pushing === 'repush' ? statuses.map((row) => row.tenantId) : []}
          preview={(body) => preview({ path }, body)}
          push={async (body) => {
            const answer = await push({ path }, body);
            await status.mutate();
            return answer;
          }}
          onClose={() => setPushing(undefined)}
        />
      )}
      {saving && (
        <SaveTemplateDialog
          tenant={tenant}
          template={template}
          save={async (fields) => {
            const answer = await saveVersion({ path }, { tenantId: tenant.id, policyIds: fields.policyIds });
            await details.mutate();
            return answer;
          }}
          onClose={() => setSaving(false)}
        />
      )}
    </section>
  );
}

/** A drifted tenant's edits: each drifted copy beside the template's item, as the policy versions view compares. */
function Drift({ status, version }: { status: TenantTemplateStatus; version: TemplateVersion | undefined }) {
  const listNames = listNamesOf(version);
  const drifted = status.items.filter((item) => item.state === 'drifted');
  return (
    <Flex vertical gap={16} aria-label={`Differences of ${status.tenantName}`} role="region">
      {drifted.map((item: TemplateItemStatus) => (
        <Flex vertical gap={8} key={`${item.kind}:${item.key}`}>
          <Typography.Text strong>
            {`${item.kind === 'policy' ? 'Policy' : 'List'} "${item.name}": ${item.fields.join(', ')} changed`}
          </Typography.Text>
          <DisplayTable<DifferenceRow>
            size="small"
            rowKey="key"
            label={`${item.kind === 'policy' ? 'Policy' : 'List'} ${item.name}: differences`}
            rows={itemDifferences(item, listNames)}
            rowClassName={(row) => (row.differs ? 'policy-difference' : '')}
            columns={[
              { title: 'Field', dataIndex: 'label' },
              {
                title: `Template (version ${status.version ?? ''})`,
                dataIndex: 'left',
                render: (value: string, row) => (row.differs ? <Typography.Text mark>{value}</Typography.Text> : value),
              },
              {
                title: `${status.tenantName}'s copy`,
                dataIndex: 'right',
                render: (value: string, row) => (row.differs ? <Typography.Text mark>{value}</Typography.Text> : value),
              },
            ]}
          />
        </Flex>
      ))}
    </Flex>
  );
}
