import { DashboardOutlined } from 'shared-ui';
import { TENANT_HEALTH_PATH, TENANT_HEALTH_TITLE } from './health-words';

/** The user menu's entry of the Tenant health page (the menu adds it for the users who hold a scope of tenants alone). */
export const tenantHealthMenuItem = (navigate: (path: string) => void) => ({
  key: 'tenant-health',
  label: TENANT_HEALTH_TITLE,
  icon: <DashboardOutlined />,
  onClick: () => navigate(TENANT_HEALTH_PATH),
});
