import { CheckOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useConsoleSession } from '../session/console-session';

/** Header right: the account identifier, the active tenant, tenant switching and logout. */
export function UserMenu() {
  const { shell, logout, switchTenant } = useConsoleSession();
  const { user, tenant } = shell;
  const tenantItems: MenuProps['items'] =
    user.tenants.length > 1
      ? [
          {
            type: 'group',
            label: 'Tenants',
            children: user.tenants.map((entry) => ({
              key: `tenant:${entry.id}`,
              label: entry.name,
              icon:
                entry.id === tenant.id ? <CheckOutlined /> : <span style={{ width: 14, display: 'inline-block' }} />,
            })),
          },
          { type: 'divider' },
        ]
      : [];
  const items: MenuProps['items'] = [...tenantItems, { key: 'logout', label: 'Log out', icon: <LogoutOutlined /> }];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else if (key.startsWith('tenant:') && key !== `tenant:${tenant.id}`) switchTenant(key.slice('tenant:'.length));
  };
  const secondLine = user.email && user.email !== user.identifier ? user.email : tenant.name;

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label="User menu" style={{ height: 'auto', paddingBlock: 4 }}>
        <Flex align="center" gap={8}>
          <UserOutlined />
          <Flex vertical align="flex-start" style={{ lineHeight: 1.25 }}>
            <Typography.Text strong>{user.identifier}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {secondLine}
            </Typography.Text>
          </Flex>
          <DownOutlined style={{ fontSize: 10 }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}
