// antd for the Jest suites, loaded component by component. antd's CommonJS entry reads its exports lazily but requires
// every component first (about 1,500 modules); each test file loads its modules afresh, so each paid for all of antd
// where it uses a few components. This module answers the same exports, each requiring its component's own module the
// first time it is read. The browser builds import antd's ES modules, which the bundler trims, and are not affected.
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');

// The copy of antd that shared-ui depends on (the one package that imports antd).
const lib = join(
  dirname(createRequire(join(__dirname, 'shared-ui', 'package.json')).resolve('antd/package.json')),
  'lib',
);
const entry = readFileSync(join(lib, 'index.js'), 'utf8');
// `var _button = _interopRequireDefault(require("./button"));`
const files = new Map(
  [...entry.matchAll(/var (_\w+) = _interopRequireDefault\(require\("(\.\/[^"]+)"\)\);/g)].map(([, name, path]) => [
    name,
    join(lib, path),
  ]),
);
// `Object.defineProperty(exports, "Button", { enumerable: true, get: function () { return _button.default; } });`
const getters = [
  ...entry.matchAll(
    /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g,
  ),
];
if (getters.length === 0 || getters.some(([, , variable]) => !files.has(variable))) {
  throw new Error(`jest.antd-lazy.cjs: ${join(lib, 'index.js')} no longer has the shape this module reads`);
}

/** What babel's interopRequireDefault answers for a module, as antd's entry does. */
const interop = (module) => (module && module.__esModule ? module : { default: module });

Object.defineProperty(exports, '__esModule', { value: true });
for (const [, name, variable, member] of getters) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => interop(require(files.get(variable)))[member] });
}
// The few exports the entry defines itself (`exports.unstableSetRender = ...`) come from the entry, loaded whole only if
// one is read.
for (const [, name] of entry.matchAll(/^exports\.(\w+) = /gm)) {
  if (!(name in exports)) {
    Object.defineProperty(exports, name, { enumerable: true, get: () => require(join(lib, 'index.js'))[name] });
  }
}
