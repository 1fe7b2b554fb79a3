import { Alert, Result, Select } from 'shared-ui';
import type { ReactRemoteRouteModule } from 'shared-ui/core';
import { useConsoleSession } from '../session/session-context';

/**
 * Whether a remote's route module declares that its section reads a scope of tenants (`readsScope: true` beside its
 * routes, in its remote entry): only such a section mounts over All tenants (issue 31, item 2). A module that does not
 * say so (an older release too) reads one tenant.
 */
export function readsScope(module: ReactRemoteRouteModule): boolean {
  return 'readsScope' in module && module.readsScope === true;
}

/** The label of the tenant choice the message offers. */
export const CHOOSE_TENANT_LABEL = 'Choose a tenant';

/** Props of OneTenantSection. */
export interface OneTenantSectionProps {
  /** The section's navigation title. */
  section: string;
}

/** What a section that reads one tenant shows over All tenants: why, and the user's tenants to choose from. */
export function OneTenantSection({ section }: OneTenantSectionProps) {
  const tenants = useConsoleSession((session) => session.shell.user.tenants);
  const switchTenant = useConsoleSession((session) => session.switchTenant);
  return (
    <Result
      status="info"
      title={`${section} shows one tenant at a time`}
      subTitle="All tenants opens only the sections that read every tenant of your scope. Choose a tenant to open this one in it."
      extra={
        <Select
          aria-label={CHOOSE_TENANT_LABEL}
          placeholder={CHOOSE_TENANT_LABEL}
          options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          onChange={(tenantId: string) => switchTenant(tenantId)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 240 }}
        />
      }
    />
  );
}

/** What a section that reads a scope says above itself over All tenants, so no one takes its figures for one tenant's. */
export const ALL_TENANTS_NOTICE = 'All tenants: this section shows every tenant of your scope.';

/** The notice above a section mounted over All tenants. */
export function AllTenantsNotice() {
  return <Alert type="info" showIcon title={ALL_TENANTS_NOTICE} style={{ marginBottom: 12 }} />;
}
