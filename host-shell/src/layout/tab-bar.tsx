import { Tabs } from 'shared-ui';
import { Link } from 'shared-ui/core';
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
  return (
    <Tabs
      className="console-tabs"
      aria-label={`${top.navTitle} sections`}
      activeKey={activeTab ? joinPath(parent, activeTab.path) : ''}
      items={tabs.map((tab) => {
        const to = joinPath(parent, tab.path);
        return { key: to, label: <Link to={to}>{tab.title}</Link> };
      })}
      tabBarStyle={{ margin: 0, paddingInline: 24, background: '#fff' }}
    />
  );
}
