import { Button, Result } from 'shared-ui';

/** Shown to a signed-in user who belongs to no tenant. */
export function NoTenantPage({ identifier, onLogout }: { identifier: string; onLogout: () => void }) {
  return (
    <Result
      status="403"
      title="No tenant"
      subTitle={`${identifier} does not belong to any tenant yet. Ask your administrator for access.`}
      extra={
        <Button variant="outline" onClick={onLogout}>
          Log out
        </Button>
      }
    />
  );
}
