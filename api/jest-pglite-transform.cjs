// PGlite's CommonJS build loads Node built-ins with import(), which Jest's VM refuses without
// --experimental-vm-modules; rewrite those calls to require() (built-ins only, so the module stays the same).
module.exports = {
  process(source) {
    // The emscripten code declares its own `var require`, so keep the module's real one under another name.
    const code = source.replace(
      /\bimport\(("(?:node:)?[a-z/_]+")\)/g,
      'Promise.resolve().then(() => __jestRequire($1))',
    );
    return { code: `const __jestRequire = require;\n${code}` };
  },
  getCacheKey(source, path) {
    return require('node:crypto')
      .createHash('sha1')
      .update('pglite-import-v2')
      .update(path)
      .update(source)
      .digest('hex');
  },
};
