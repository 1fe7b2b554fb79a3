import {
  AlertOutlined,
  ApiOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  FileTextOutlined,
  LaptopOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
} from 'shared-ui';
import type { ComponentType } from 'react';
import type { RouteIcon as RouteIconKey } from 'shared-contracts';

const ICONS: Record<RouteIconKey, ComponentType<{ className?: string }>> = {
  dashboard: DashboardOutlined,
  incidents: AlertOutlined,
  egress: CloudUploadOutlined,
  reports: FileTextOutlined,
  policies: SafetyCertificateOutlined,
  devices: LaptopOutlined,
  integrations: ApiOutlined,
  settings: SettingOutlined,
};

/** The rail icon of a route. */
export function RouteIcon({ icon }: { icon: RouteIconKey }) {
  const Icon = ICONS[icon];
  return <Icon className="console-rail-icon" />;
}
