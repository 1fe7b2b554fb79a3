// jsdom lacks the encoders react-router needs; jest-dom adds DOM matchers.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });
require('@testing-library/jest-dom');
// findBy* and waitFor wait as long as the work needs (Testing Library's 1 s default fails on a loaded machine);
// the limit only ends a test that would otherwise hang.
require('@testing-library/react').configure({ asyncUtilTimeout: 30_000 });
// antd reads these browser APIs, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
// antd's CSS-in-JS would put thousands of rules into jsdom's document. Every role query of Testing Library calls
// getComputedStyle on each element, which then matches every rule: a render-and-query test took 10 s instead of 0.3 s.
// Tests keep antd's markup and behaviour but not its stylesheets (as on a server render). If cssinjs moves this
// module, jest.mock throws "Cannot find module" here rather than letting the suite silently slow down.
// The path is resolved from antd's folder, so it is the very copy antd loads.
const cssinjsUtil = require.resolve('@ant-design/cssinjs/lib/util', { paths: [require.resolve('antd/package.json')] });
jest.mock(cssinjsUtil, () => ({ ...jest.requireActual(cssinjsUtil), isClientSide: false }));
// rc-util measures the scroll bar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom implements no
// pseudo-elements and logs "Not implemented" for each such call: answer the element's own style instead.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => computedStyle(element);
}
