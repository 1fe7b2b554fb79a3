import { Layout, Typography } from 'shared-ui';
import { Outlet } from 'shared-ui/core';
import { NavRail } from './nav-rail';
import { SHELL_CSS } from './shell-styles';
import { TabBar } from './tab-bar';
import { useActiveRoute } from './use-active-route';
import { UserMenu } from './user-menu';

const RAIL_WIDTH = 96;

/** The signed-in shell: left rail, header with the route's title, optional tab bar, the page. */
export function ShellLayout() {
  const { top, title, tabs, activeTab } = useActiveRoute();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <style>{SHELL_CSS}</style>
      <Layout.Sider
        width={RAIL_WIDTH}
        theme="light"
        style={{ borderRight: '1px solid #ececf1', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <NavRail />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            paddingInline: 24,
            borderBottom: tabs.length > 0 ? undefined : '1px solid #ececf1',
          }}
        >
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {title}
          </Typography.Title>
          <UserMenu />
        </Layout.Header>
        {top && tabs.length > 0 && <TabBar top={top} tabs={tabs} activeTab={activeTab} />}
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
