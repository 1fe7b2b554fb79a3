// The least kit version an app's build needs (issue 29): not the kit it was built with, but the least version that has
// every name its code imports from the kit's entry points, read from the record the api-report script keeps beside
// the kit's report (shared-ui/api-versions.json, each export's first version in the kit's current major).
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { join, relative } = require('node:path');
const { parseSync } = require('@swc/core');
const { analysePiece } = require('./kit-additions.cjs');

/** The kit's entry points a remote consumes from the shell, and their keys in the record. */
const KIT_ENTRY_POINTS = { 'shared-ui': '.', 'shared-ui/core': './core' };

/** Every name (`*`: a namespace import, `export *` or `import()`, which may read any) a value import asks for. */
const ALL = '*';

/** The app's own sources: `src/` without tests and test helpers (`*.test.*`, `src/testing/`), which no bundle has. */
function sourceFiles(dir, root = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || relative(root, path) === 'testing' ? [] : sourceFiles(path, root);
    }
    return /\.[cm]?[jt]sx?$/.test(entry.name) &&
      !/\.test\.[cm]?[jt]sx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Calls `visit` on every node of an swc AST. */
function walk(node, visit) {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
  } else if (node && typeof node === 'object') {
    if (typeof node.type === 'string') visit(node);
    for (const key of Object.keys(node)) if (key !== 'span') walk(node[key], visit);
  }
}

/**
 * The names one source file imports (or re-exports) as values from each kit entry point: `{ 'shared-ui': ['DataGrid'] }`.
 * Type-only imports are left out (they compile to nothing).
 * @param {string} code
 * @param {string} [fileName]
 * @returns {Record<string, string[]>}
 */
function kitImportsOf(code, fileName = 'source.tsx') {
  const found = {};
  const add = (source, name) => {
    if (!(source in KIT_ENTRY_POINTS)) return;
    found[source] ??= new Set();
    found[source].add(name);
  };
  const nameOf = (node) => (node.type === 'StringLiteral' ? node.value : node.value);
  const ast = parseSync(code, {
    syntax: /\.[cm]?tsx?$/.test(fileName) ? 'typescript' : 'ecmascript',
    tsx: true,
    jsx: true,
  });
  walk(ast, (node) => {
    if (node.type === 'ImportDeclaration' && !node.typeOnly) {
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') add(node.source.value, ALL);
        else if (specifier.type === 'ImportDefaultSpecifier') add(node.source.value, 'default');
        else if (!specifier.isTypeOnly) add(node.source.value, nameOf(specifier.imported ?? specifier.local));
      }
    } else if (node.type === 'ExportNamedDeclaration' && node.source && !node.typeOnly) {
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ExportNamespaceSpecifier') add(node.source.value, ALL);
        else if (!specifier.isTypeOnly) add(node.source.value, nameOf(specifier.orig));
      }
    } else if (node.type === 'ExportAllDeclaration' && !node.typeOnly) {
      add(node.source.value, ALL);
    } else if (node.type === 'CallExpression' && node.callee.type === 'Import') {
      const [first] = node.arguments;
      if (first?.expression.type === 'StringLiteral') add(first.expression.value, ALL);
    }
  });
  return Object.fromEntries(Object.entries(found).map(([source, names]) => [source, [...names].sort()]));
}

/**
 * Every kit name the app in `appDir` imports, by entry point, over its sources; with `byFile`, each source's own
 * imports as well (`{ imports, files: { [path]: imports } }`).
 */
function appKitImports(appDir, { byFile = false } = {}) {
  const all = {};
  const files = {};
  for (const file of sourceFiles(join(appDir, 'src'))) {
    const own = kitImportsOf(readFileSync(file, 'utf8'), file);
    if (Object.keys(own).length > 0) files[file] = own;
    for (const [source, names] of Object.entries(own)) {
      all[source] ??= new Set();
      for (const name of names) all[source].add(name);
    }
  }
  const imports = Object.fromEntries(Object.entries(all).map(([source, names]) => [source, [...names].sort()]));
  return byFile ? { imports, files } : imports;
}

function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`kit-range: ${version} is not a semver version`);
  return match.slice(1, 4).map(Number);
}

function compare(a, b) {
  const [x, y] = [parse(a), parse(b)];
  for (let part = 0; part < 3; part += 1) if (x[part] !== y[part]) return x[part] - y[part];
  return 0;
}

/**
 * The least version of the kit at `version` that has every name in `names` (imported from `entry`, a key of the
 * record), and the names that decide it. A name the record does not know, `*`, or no record at all (a kit from before
 * the record) need the kit's own version; no name at all needs the first version of its major (`2.0.0`).
 * @param {string} version the kit's version the app is built with
 * @param {string[]} names
 * @param {{ version: string, exports: Record<string, Record<string, string>> } | undefined} record
 * @param {string} entry
 * @returns {{ version: string, by: string[] }}
 */
function leastVersion(version, names, record, entry) {
  const [major] = parse(version);
  let least = { version: `${major}.0.0`, by: [] };
  for (const name of names) {
    const known = record?.version === version ? record.exports[entry]?.[name] : undefined;
    // A record of another major (never written so) or a version past the kit's cannot lower the kit's own version.
    const since = known && parse(known)[0] === major && compare(known, version) <= 0 ? known : version;
    const order = compare(since, least.version);
    if (order > 0) least = { version: since, by: [name] };
    else if (order === 0 && since !== `${major}.0.0`) least.by.push(name);
  }
  return least;
}

/** The record of the kit installed for the app (`shared-ui/api-versions.json`), or undefined when it has none. */
function readRecord(kitDir) {
  const file = join(kitDir, 'api-versions.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The kit an app's build asks of the shell. For each kit entry point, the range it declares: `^major.<least minor>.0`
 * of the kit at `version` (installed in `kitDir`), the least minor covering every name the app imports from that entry
 * point. With `bring` (a remote's production build), the pieces of the main entry point newer than that least minor
 * which a copy can serve safely (build-tools/kit-additions.cjs) are brought instead: they leave the range, their own
 * imports of the kit join it, and `brought` lists them.
 * @param {string} appDir
 * @param {string} kitDir the kit's package folder as the app resolves it
 * @param {string} version the kit's version
 * @param {{ bring?: boolean }} [options]
 * @returns {{ importers: string[], ranges: Record<string, { range: string, by: string[] }>,
 *   brought: { name: string, since: string, file?: string, icon?: string, uses: string[],
 *     files: Record<string, Record<string, string>>, icons: Record<string, string> }[] }}
 */
function planKit(appDir, kitDir, version, { bring = false } = {}) {
  const { imports, files } = appKitImports(appDir, { byFile: true });
  const record = readRecord(kitDir);
  const main = imports['shared-ui'] ?? [];
  const since = (name) => leastVersion(version, [name], record, '.').version;
  const cache = new Map();
  const bringable = new Map();
  if (bring) {
    for (const name of main) {
      if (name === ALL) continue;
      const piece = analysePiece(kitDir, name, cache);
      // A file that creates a (remote-local) context is brought only when all its exports arrived in one minor: a
      // shell then has all of them or none, and the remote never mixes the shell's provider with the copy's readers.
      const together = !piece.context || new Set(piece.exports.map(since)).size === 1;
      if (piece.bring && together) bringable.set(name, { name, since: since(name), ...piece });
    }
  }
  // The least version starts from what cannot be brought and only rises (with the brought pieces' own imports), so
  // the pieces newer than it shrink until none of them moves it.
  let least = leastVersion(
    version,
    main.filter((name) => !bringable.has(name)),
    record,
    '.',
  );
  let brought = [...bringable.values()];
  for (;;) {
    brought = brought.filter((piece) => compare(piece.since, least.version) > 0);
    const uses = leastVersion(
      version,
      brought.flatMap((piece) => piece.uses),
      record,
      '.',
    );
    if (compare(uses.version, least.version) <= 0) break;
    least = uses;
  }
  const core = leastVersion(version, imports['shared-ui/core'] ?? [], record, './core');
  const range = ({ version: least }) => {
    const [major, minor] = parse(least);
    return `^${major}.${minor}.0`;
  };
  // Only the sources that import a brought piece read it through the facade (whose wait for the copy makes them, and
  // what imports them, asynchronous modules); the others import the shell's kit as before.
  const names = new Set(brought.map((piece) => piece.name));
  const importers = Object.entries(files)
    .filter(([, own]) => (own['shared-ui'] ?? []).some((name) => names.has(name)))
    .map(([file]) => file)
    .sort();
  return {
    importers,
    ranges: {
      'shared-ui': { range: range(least), by: least.by },
      'shared-ui/core': { range: range(core), by: core.by },
    },
    brought,
  };
}

/** For each kit entry point, the range the app declares (planKit, bringing nothing). */
function kitRanges(appDir, kitDir, version) {
  return planKit(appDir, kitDir, version).ranges;
}

module.exports = { KIT_ENTRY_POINTS, appKitImports, kitImportsOf, kitRanges, leastVersion, planKit };
