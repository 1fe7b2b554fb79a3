import { Flex, Spin } from 'shared-ui/core';

/** A centred spinner while the session or the configuration loads. */
export function FullPageSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" aria-label="Loading" />
    </Flex>
  );
}
