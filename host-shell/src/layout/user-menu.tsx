import {
  CheckOutlined,
  CloudUploadOutlined,
  CopyOutlined,
  DownOutlined,
  ExperimentOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  Avatar,
} from 'shared-ui';
import { Button, Dropdown, Flex, Typography, theme, type MenuProps } from 'shared-ui';
import { useState, type ReactNode } from 'react';
import { isPlatformAdmin, USER_MENU_MIN_WIDTH_PX } from 'shared-contracts';
import { RELEASES_PATH } from '../pages/remote-releases/release-words';
import { TENANTS_PATH } from '../pages/tenants/tenant-words';
import { tenantHealthMenuItem } from '../pages/tenant-health/tenant-health-menu-item';
import { POLICY_TEMPLATES_PATH, POLICY_TEMPLATES_TITLE } from '../pages/policy-templates/template-words';
import type { SignedInUser } from 'shared-contracts';
import { FeatureFlagsModal } from '../flags/feature-flags-modal';
import { useAddPasskey } from '../session/passkeys';
import { useConsoleSession } from '../session/session-context';
import { ALL_TENANTS_ENTRY } from '../session/use-tenant-directory';

/** SPEC §2: the user menu's second line is the email, only when there is one and it differs from the identifier. */
export function userMenuSecondLine(user: Pick<SignedInUser, 'email' | 'identifier'>): string | undefined {
  return user.email && user.email !== user.identifier ? user.email : undefined;
}

const TENANT_PREFIX = 'tenant:';
const BLANK_ICON = <span style={{ width: 14, display: 'inline-block' }} />;

/**
 * Header right: the account (avatar and identifier); the menu adds the email, the tenant switcher of a user of
 * several tenants (SPEC §2; the header's switcher beside it is the quicker way), flags, passkeys and logout.
 */
export function UserMenu() {
  const { shell, logout, switchTenant, canEditFlags, flagControl, holdsScope } = useConsoleSession();
  const { user, tenant } = shell;
  const { token } = theme.useToken();
  const [flagsOpen, setFlagsOpen] = useState(false);
  const secondLine = userMenuSecondLine(user);
  // A user with a scope of tenants may also choose All tenants (issue 31), as in the header's switcher.
  const choices = holdsScope ? [ALL_TENANTS_ENTRY, ...user.tenants] : user.tenants;
  const addPasskey = useAddPasskey(shell.notify);

  const items: MenuProps['items'] = [
    ...(choices.length > 1
      ? [
          {
            type: 'group' as const,
            label: 'Switch tenant',
            children: choices.map((entry) => ({
              key: `${TENANT_PREFIX}${entry.id}`,
              label: entry.name,
              icon: entry.id === tenant.id ? <CheckOutlined /> : BLANK_ICON,
            })),
          },
          { type: 'divider' as const },
        ]
      : []),
    ...(canEditFlags ? [{ key: 'flags', label: 'Feature flags', icon: <ExperimentOutlined /> }] : []),
    // The Releases page (issue 29): platform admins only; nobody else sees the entry (and the API refuses them).
    ...(isPlatformAdmin(user.tenants) ? [{ key: 'releases', label: 'Releases', icon: <CloudUploadOutlined /> }] : []),
    ...(isPlatformAdmin(user.tenants) ? [{ key: 'tenants', label: 'Tenants', icon: <SettingOutlined /> }] : []),
    // Tenant health and Policy templates: platform admins and Tenant Group Admins (the API computes their scope).
    ...(holdsScope ? [tenantHealthMenuItem(shell.navigate)] : []),
    ...(holdsScope ? [{ key: 'policy-templates', label: POLICY_TEMPLATES_TITLE, icon: <CopyOutlined /> }] : []),
    { key: 'passkey', label: 'Add a passkey', icon: <KeyOutlined /> },
    { key: 'logout', label: 'Log out', icon: <LogoutOutlined /> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else if (key === 'flags') setFlagsOpen(true);
    else if (key === 'passkey') addPasskey();
    else if (key === 'releases') shell.navigate(RELEASES_PATH);
    else if (key === 'tenants') shell.navigate(TENANTS_PATH);
    else if (key === 'policy-templates') shell.navigate(POLICY_TEMPLATES_PATH);
    else if (key.startsWith(TENANT_PREFIX) && key !== `${TENANT_PREFIX}${tenant.id}`)
      switchTenant(key.slice(TENANT_PREFIX.length));
  };

  const popup = (menu: ReactNode) => (
    <div
      className="console-user-menu"
      style={{
        minWidth: USER_MENU_MIN_WIDTH_PX,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Flex align="center" gap={12} style={{ padding: '16px 16px 12px' }}>
        <Avatar name={user.identifier} size={40} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {user.identifier}
          </Typography.Text>
          {secondLine && (
            <Typography.Text type="secondary" ellipsis>
              {secondLine}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      <div style={{ borderTop: `1px solid ${token.colorSplit}` }}>{menu}</div>
    </div>
  );

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" popupRender={popup}>
        {/* The avatar opens the menu too, but stays out of the button: the button's name is what it shows (WCAG's
            label in name), and the avatar's initials are not part of it. */}
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, cursor: 'pointer' }}>
          <Avatar name={user.identifier} size={28} />
          <Button
            variant="ghost"
            aria-label={`User menu ${user.identifier}`}
            style={{ height: 'auto', paddingBlock: 4, paddingInline: 6 }}
          >
            <Flex align="center" gap={8}>
              <Typography.Text strong>{user.identifier}</Typography.Text>
              <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
            </Flex>
          </Button>
        </span>
      </Dropdown>
      {canEditFlags && (
        <FeatureFlagsModal
          open={flagsOpen}
          onClose={() => setFlagsOpen(false)}
          tenantName={tenant.name}
          control={flagControl}
          notify={shell.notify}
        />
      )}
    </>
  );
}
