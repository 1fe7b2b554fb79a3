import { Button, Flex, Result } from 'shared-ui';

/** Shown when config.json or remotes.json cannot be read: nothing else can start. */
export function StartupFailure({ message }: { message: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title="The console could not start"
        subTitle={message}
        extra={
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </Flex>
  );
}
