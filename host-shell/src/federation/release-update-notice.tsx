import { REMOTES } from 'shared-contracts';
import { Alert, Button, Flex } from 'shared-ui';
import { useLocation } from 'shared-ui/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useRuntime } from '../app/runtime-context';

/** The title a remote is known by in the rail, for the notice. */
const titleOf = (name: string) => REMOTES.find((remote) => remote.name === name)?.navTitle ?? name;

/**
 * At each navigation, asks the store to read the tenant's release lines again (cached briefly); when a remote this
 * page already loaded has another version live now, offers a reload. Nothing is replaced under the user: the page keeps
 * working on the version it loaded until they reload.
 */
export function ReleaseUpdateNotice() {
  const { remotes } = useRuntime();
  const { pathname } = useLocation();
  const updates = useSyncExternalStore(remotes.subscribe, remotes.getUpdates);
  useEffect(() => {
    void remotes.recheck();
  }, [remotes, pathname]);
  if (updates.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {updates.map((update) => (
        <Alert
          key={update.name}
          type="info"
          showIcon
          role="status"
          message={`A new version of ${titleOf(update.name)} is available.`}
          action={
            <Button size="sm" variant="primary" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        />
      ))}
    </Flex>
  );
}
