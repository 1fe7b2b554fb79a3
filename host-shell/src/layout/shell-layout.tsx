import { Flex, Layout, Typography } from 'shared-ui';
import { Outlet } from 'shared-ui/core';
import { ReleaseUpdateNotice } from '../federation/release-update-notice';
import { NavRail } from './nav-rail';
import { SHELL_CSS } from './shell-styles';
import { SkipLink } from './skip-link';
import { TabBar } from './tab-bar';
import { TenantSwitcher } from './tenant-switcher';
import { useActiveRoute } from './use-active-route';
import { useRailFocus } from './use-rail-focus';
import { UserMenu } from './user-menu';

const RAIL_WIDTH = 96;

/** Id of the shell's main region, where the skip link and a rail link's activation move focus. */
export const MAIN_CONTENT_ID = 'console-main';

/** The signed-in shell: skip link, left rail, header with the route's title and the tenant, optional tab bar, the page. */
export function ShellLayout() {
  const { top, title, tabs, activeTab } = useActiveRoute();
  const onRailNavigate = useRailFocus(MAIN_CONTENT_ID);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <style>{SHELL_CSS}</style>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Layout.Sider
        width={RAIL_WIDTH}
        theme="light"
        style={{ borderRight: '1px solid #ececf1', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <NavRail onNavigate={onRailNavigate} />
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
          <Flex align="center" gap={12}>
            <TenantSwitcher />
            <UserMenu />
          </Flex>
        </Layout.Header>
        {top && tabs.length > 0 && <TabBar top={top} tabs={tabs} activeTab={activeTab} />}
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="console-main" style={{ padding: 24 }}>
          <ReleaseUpdateNotice />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
