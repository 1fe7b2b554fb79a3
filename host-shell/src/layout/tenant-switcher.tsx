import { Select, Typography } from 'shared-ui';
import type { KeyboardEvent } from 'react';
import { ALL_TENANTS_ID } from 'shared-contracts';
import { useConsoleSession } from '../session/session-context';
import { ALL_TENANTS_NAME } from '../session/use-tenant-directory';

/** From this many tenants on (a platform admin sees every tenant), the switcher filters as the user types. */
export const TENANT_SEARCH_THRESHOLD = 6;

const LABEL = 'Active tenant';

// Keeps the select's keyboard model predictable: Tab leaves without choosing the highlighted tenant (rc-select would
// choose it, and a switch reloads the page); Space on an empty search opens the list rather than typing a space; the
// arrows open and move in the list without also scrolling the page.
function guardKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Tab') event.stopPropagation();
  else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
  else if (event.key === ' ' && (event.target as HTMLInputElement).value === '') event.preventDefault();
}

/**
 * The active tenant in the header. A user of one tenant sees its name; a user of several gets a select (a combobox
 * that Tab reaches; Enter, Space or ArrowDown opens it, the arrows move, Enter switches, Escape closes) that switches
 * tenant the way SPEC §4 says, and filters as they type once there are many tenants. A user with a scope of tenants
 * (issue 31) finds All tenants first: the sections that read a scope show every tenant of it.
 */
export function TenantSwitcher() {
  const tenants = useConsoleSession((session) => session.shell.user.tenants);
  const active = useConsoleSession((session) => session.shell.tenant);
  const switchTenant = useConsoleSession((session) => session.switchTenant);
  const holdsScope = useConsoleSession((session) => session.holdsScope);

  if (tenants.length < 2 && !holdsScope)
    return (
      <Typography.Text type="secondary" title={LABEL} data-unmask>
        {active.name}
      </Typography.Text>
    );
  const searchable = tenants.length >= TENANT_SEARCH_THRESHOLD;
  return (
    // The wrapper only filters two keys on their way to the select; the select itself is the control.
    <span className="console-tenant-switcher" onKeyDownCapture={guardKeys} data-unmask>
      <Select
        aria-label={LABEL}
        variant="borderless"
        value={active.id}
        options={[
          ...(holdsScope ? [{ value: ALL_TENANTS_ID, label: ALL_TENANTS_NAME }] : []),
          ...tenants.map((tenant) => ({ value: tenant.id, label: tenant.name })),
        ]}
        onChange={(tenantId: string) => tenantId !== active.id && switchTenant(tenantId)}
        showSearch={searchable ? { optionFilterProp: 'label' } : false}
        notFoundContent="No tenant matches"
        popupMatchSelectWidth={false}
        placement="bottomRight"
        style={{ minWidth: 140, maxWidth: 280 }}
      />
    </span>
  );
}
