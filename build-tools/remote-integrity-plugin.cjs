// Subresource integrity for the chunks a remote's own webpack runtime loads (issue 29). The federation runtime loads a
// remote's manifest and entry through the shell's runtime plugins, which check them against the registry; the
// remote's chunks, though, are loaded by the remote's webpack runtime (`__webpack_require__.l`), which no runtime
// plugin reaches. This plugin makes that runtime ask the page for each script's integrity: the shell answers from the
// registry (host-shell/src/federation/integrity-plugin.ts), and the browser refuses a file whose hash differs. A page
// that answers nothing (the standalone dev shell, a shell with no integrity for this remote) loads the script as before.
const { LoadScriptRuntimeModule } = require('webpack').runtime;

/** The page's lookup: a function from a script's URL to its `integrity` value, or undefined. */
const REMOTE_INTEGRITY_GLOBAL = '__consoleRemoteIntegrity';

class RemoteIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteIntegrityPlugin', (compilation) => {
      // Runs inside the generated loadScript, after `script.src` is set and before the script is attached.
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('RemoteIntegrityPlugin', (source) =>
        [
          source,
          `var integrityOf = typeof self !== "undefined" ? self[${JSON.stringify(REMOTE_INTEGRITY_GLOBAL)}] : undefined;`,
          'var integrity = typeof integrityOf === "function" ? integrityOf(script.src) : undefined;',
          'if (integrity) {',
          '\tscript.crossOrigin = "anonymous";',
          '\tscript.integrity = integrity;',
          '}',
        ].join('\n'),
      );
    });
  }
}

module.exports = { RemoteIntegrityPlugin, REMOTE_INTEGRITY_GLOBAL };
