import { Button, Layout, Select, Space, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { TOP_LEVEL_ROUTES, joinPath, linkTarget, type SignedInUser, type TenantEntry } from 'shared-contracts';
import { readStoredTenantId, resolveActiveTenant, storeTenantId } from '../shell/active-tenant';
import type { ReactRemoteRouteModule } from '../shell/remote-module';
import { headerTitle, matchChildRoute, visibleTabs } from '../shell/route-titles';
import { ShellProvider } from '../shell/shell-provider';
import { toSignedInUser } from '../shell/signed-in-user';
import type { DevSession, DevShellOptions } from './dev-session';
import { useDevShellContext } from './use-dev-shell-context';

/** Props of DevShellFrame. */
export interface DevShellFrameProps {
  module: ReactRemoteRouteModule;
  options: DevShellOptions;
  session: DevSession;
  onSignOut: () => void;
}

/** A remote's standalone page: header, tabs and the remote under its mount path, as in the host. */
export function DevShellFrame(props: DevShellFrameProps) {
  const user = useMemo(() => toSignedInUser(props.session.user), [props.session]);
  const [tenantId, setTenantId] = useState(() => resolveActiveTenant(user.tenants, readStoredTenantId())?.id);
  const tenant = user.tenants.find((entry) => entry.id === tenantId);
  if (!tenant) {
    return <Typography.Paragraph style={{ padding: 24 }}>This user belongs to no tenant.</Typography.Paragraph>;
  }
  const switchTenant = (id: string) => {
    storeTenantId(id);
    setTenantId(id);
  };
  return <DevShellPage {...props} user={user} tenant={tenant} onSwitchTenant={switchTenant} />;
}

interface DevShellPageProps extends DevShellFrameProps {
  user: SignedInUser;
  tenant: TenantEntry;
  onSwitchTenant: (tenantId: string) => void;
}

function DevShellPage({ module, options, session, user, tenant, onSignOut, onSwitchTenant }: DevShellPageProps) {
  const top = TOP_LEVEL_ROUTES.find((route) => route.remote === module.name);
  const mountPath = top ? linkTarget(top.path) : '/';
  const shell = useDevShellContext(options, session, tenant, onSignOut);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(module.routes, { flags: shell.flags, can: shell.can });
  const active = matchChildRoute(pathname, mountPath, module.routes);

  return (
    <ShellProvider value={shell}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 24 }}>
          <Typography.Title level={4} style={{ margin: 0, flex: 1 }}>
            {headerTitle(pathname, top, module.routes)}
          </Typography.Title>
          <Space>
            {user.tenants.length > 1 && (
              <Select
                aria-label="Tenant"
                value={tenant.id}
                options={user.tenants.map((entry) => ({ value: entry.id, label: entry.name }))}
                onChange={onSwitchTenant}
                style={{ minWidth: 180 }}
              />
            )}
            <Typography.Text>{user.identifier}</Typography.Text>
            <Button onClick={onSignOut}>Sign out</Button>
          </Space>
        </Layout.Header>
        {tabs.length > 0 && (
          <Tabs
            style={{ paddingInline: 24, background: '#fff' }}
            activeKey={active ? joinPath(mountPath, active.path) : ''}
            items={tabs.map((tab) => ({ key: joinPath(mountPath, tab.path), label: tab.title }))}
            onChange={(key) => void navigate(key)}
          />
        )}
        <Layout.Content style={{ padding: 24 }}>
          <Routes>
            <Route path={`${mountPath}/*`} element={<module.Component shell={shell} />} />
            <Route path="*" element={<Navigate to={mountPath} replace />} />
          </Routes>
        </Layout.Content>
      </Layout>
    </ShellProvider>
  );
}
