// The API suite's Jest environment: Node's, plus PGlite's compiled WebAssembly, shared by the test files that one
// worker process runs. Each test file loads its modules afresh, PGlite's among them, and would compile PGlite's 9 MB of
// WebAssembly again for its database copy (about half a second of processor time); this module stays loaded between
// files, and so does what it compiled. src/testing/test-app.ts reads it as `globalThis.__pgliteWasmModule`.
const { readFile } = require('node:fs/promises');
const { dirname, join } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

/** @type {Promise<WebAssembly.Module> | undefined} */
let pgliteWasm;

class ApiTestEnvironment extends TestEnvironment {
  /**
   * @param {ConstructorParameters<typeof TestEnvironment>[0]} config
   * @param {ConstructorParameters<typeof TestEnvironment>[1]} context
   */
  constructor(config, context) {
    super(config, context);
    const realm = this.global;
    Object.defineProperty(realm, '__pgliteWasmModule', {
      get: async () => {
        pgliteWasm ??= readFile(join(dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm')).then((bytes) =>
          WebAssembly.compile(bytes),
        );
        const compiled = await pgliteWasm;
        // PGlite's loader asks `module instanceof WebAssembly.Module`, which is false for a module of another realm
        // (each test file is one): the module takes the prototype of the realm of the file now running (a worker runs
        // one file at a time). WebAssembly's own functions check the module's internal slot, not its prototype.
        Object.setPrototypeOf(compiled, realm.WebAssembly.Module.prototype);
        return compiled;
      },
    });
  }
}

module.exports = ApiTestEnvironment;
