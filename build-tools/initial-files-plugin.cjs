// Writes `initial-files.json`: the JavaScript files a page needs before any deferred chunk (the host's /login).
const { RawSource } = require('webpack').sources;

/** Whether a chunk group is loaded on the way to first render: not deferred, and not only a provided shared module. */
function loadedEarly(group, deferred) {
  if (group.name && deferred.includes(group.name)) return false;
  // A provided shared module's chunk loads only when someone consumes it; the consumer's own fallback block says so.
  return group.origins.some((origin) => origin.module && origin.module.constructor.name !== 'ProvideSharedModule');
}

class InitialFilesPlugin {
  /** @param {{ entry?: string, deferred: string[] }} options deferred: names of lazily loaded chunk groups */
  constructor({ entry = 'main', deferred }) {
    this.entry = entry;
    this.deferred = deferred;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InitialFilesPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const start = compilation.entrypoints.get(this.entry);
          if (!start) return;
          const seen = new Set([start]);
          const queue = [start];
          for (let group = queue.shift(); group; group = queue.shift()) {
            for (const child of group.childrenIterable) {
              if (!seen.has(child) && loadedEarly(child, this.deferred)) {
                seen.add(child);
                queue.push(child);
              }
            }
          }
          const files = new Set();
          for (const group of seen) for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
          const list = [...files].filter((file) => file.endsWith('.js')).sort();
          compilation.emitAsset('initial-files.json', new RawSource(`${JSON.stringify({ files: list }, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { InitialFilesPlugin };
