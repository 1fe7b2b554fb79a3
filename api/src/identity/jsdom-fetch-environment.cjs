// jsdom lacks fetch, WebCrypto subtle and some Node timers: lend Node's, since the web SDK under test talks to a real server
// that signs with jose in the same process.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Headers',
      'Request',
      'Response',
      'TextEncoder',
      'TextDecoder',
      'crypto',
      'structuredClone',
      'setImmediate',
      'clearImmediate',
    ]) {
      // defineProperty: jsdom's own `crypto` is an accessor that ignores plain assignment.
      Object.defineProperty(this.global, name, { value: globalThis[name], configurable: true, writable: true });
    }
  }
};
