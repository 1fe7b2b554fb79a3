import { Tabs } from 'shared-ui';
import { useNavigate } from 'shared-ui/core';
import { joinPath, linkTarget, type RemoteChildRoute, type TopLevelRoute } from 'shared-contracts';

/** Props of TabBar. */
export interface TabBarProps {
  top: TopLevelRoute;
  tabs: RemoteChildRoute[];
  activeTab?: RemoteChildRoute;
}

/** The tab bar under the header: one link per visible child, at the joined parent and child path. */
export function TabBar({ top, tabs, activeTab }: TabBarProps) {
  const parent = linkTarget(top.path);
  const navigate = useNavigate();
  return (
    <Tabs
      className="console-tabs"
      aria-label={`${top.navTitle} sections`}
      activeKey={activeTab ? joinPath(parent, activeTab.path) : ''}
      // A tab navigates itself: a link inside the tab would be a control nested in a control (axe nested-interactive).
      onChange={(to) => void navigate(to)}
      items={tabs.map((tab) => ({ key: joinPath(parent, tab.path), label: tab.title }))}
      tabBarStyle={{ margin: 0, paddingInline: 24, background: '#fff' }}
    />
  );
}
