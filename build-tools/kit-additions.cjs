// The kit's additions a remote brings (issue 29): a remote that imports a piece of the kit added in a minor the shell
// may lack still runs. Its build keeps a fallback copy of exactly those newer pieces, in a chunk of its own that loads
// only when the shell's kit lacks one of them, and resolves every import those copies make of the kit's other modules,
// of antd, the icons and the router to the shell's singleton (`shared-ui`): the copies hold no context of their own, so
// one router, one antd ConfigProvider and theme, one session, toast store and fetch cache serve the page.
// A piece can be brought when the file that declares it:
// - imports antd, the router or the icons only for names the kit re-exports under the same name, and other modules of
//   the kit only for names the kit exports (public, under the same name), never as a namespace or default;
// - imports nothing else but react, dayjs and swr (singletons the shell provides) and shared-contracts (stateless);
// - creates no React context.
// Anything else the remote imports counts toward the least kit version it declares (build-tools/kit-range.cjs).
const { existsSync, mkdirSync, readFileSync, realpathSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
const { parseSync } = require('@swc/core');

/** Packages a brought piece may import as they are: the shell's singletons (react, dayjs, swr) and stateless code. */
const PLAIN_IMPORTS = [/^react$/, /^react\/jsx(-dev)?-runtime$/, /^dayjs$/, /^swr$/, /^shared-contracts(\/.*)?$/];

/** Packages whose names a brought piece reaches through the kit's re-exports of them. */
const REEXPORTED = [/^antd$/, /^react-router$/, /^@ant-design\/icons\/es\/icons\/\w+$/];

const isRelative = (source) => source.startsWith('./') || source.startsWith('../');

/** A relative import of a kit file, resolved as the bundler does (an extension, or a folder's index). */
function resolveFile(fromFile, source) {
  const base = join(dirname(fromFile), source);
  for (const suffix of ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx', '/index.js']) {
    const file = `${base}${suffix}`;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const nameOf = (node) => node.value;

/** One kit file's imports (values only), exports and whether it creates a React context. */
function readModule(file, cache) {
  if (cache.has(file)) return cache.get(file);
  const code = readFileSync(file, 'utf8');
  const ast = parseSync(code, { syntax: 'typescript', tsx: file.endsWith('x') });
  const info = { imports: [], exports: new Map(), stars: [], createsContext: /\bcreateContext\s*[<(]/.test(code) };
  const importedLocals = new Map();
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      if (node.typeOnly) continue;
      const names = [];
      let whole = node.specifiers.length === 0 ? 'side-effect' : undefined;
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') whole = 'namespace';
        else if (specifier.type === 'ImportDefaultSpecifier') whole = 'default';
        else if (!specifier.isTypeOnly) {
          const imported = nameOf(specifier.imported ?? specifier.local);
          names.push({ imported, local: specifier.local.value });
          importedLocals.set(specifier.local.value, { source: node.source.value, imported });
        }
      }
      if (whole === 'default') {
        const local = node.specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier').local.value;
        importedLocals.set(local, { source: node.source.value, imported: 'default' });
      }
      info.imports.push({ source: node.source.value, names, whole });
    } else if (node.type === 'ExportAllDeclaration') {
      if (!node.typeOnly) info.stars.push(node.source.value);
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.typeOnly) continue;
      for (const specifier of node.specifiers) {
        if (specifier.isTypeOnly) continue;
        if (specifier.type === 'ExportNamespaceSpecifier') {
          info.exports.set(nameOf(specifier.name), { source: node.source?.value, imported: '*' });
          continue;
        }
        const orig = specifier.type === 'ExportDefaultSpecifier' ? 'default' : nameOf(specifier.orig);
        const exported = specifier.exported ? nameOf(specifier.exported) : orig;
        info.exports.set(exported, node.source ? { source: node.source.value, imported: orig } : { local: orig });
      }
    } else if (node.type === 'ExportDeclaration') {
      const declaration = node.declaration;
      if (declaration.declare) continue;
      if (declaration.type === 'VariableDeclaration') {
        for (const variable of declaration.declarations) {
          if (variable.id.type === 'Identifier') info.exports.set(variable.id.value, { local: variable.id.value });
        }
      } else if (declaration.identifier && !/^TsInterface|^TsTypeAlias/.test(declaration.type)) {
        info.exports.set(declaration.identifier.value, { local: declaration.identifier.value });
      }
    }
  }
  // `import { X } from './x'; export { X };` re-exports the import.
  for (const [name, target] of info.exports) {
    if (target.local && importedLocals.has(target.local)) info.exports.set(name, importedLocals.get(target.local));
  }
  cache.set(file, info);
  return info;
}

/**
 * Where the export `name` of a kit file comes from: `{ file, local }` (declared in a kit file) or `{ package, imported }`
 * (re-exported from a dependency), or undefined.
 */
function locate(file, name, cache, seen = new Set()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const info = readModule(file, cache);
  const target = info.exports.get(name);
  if (target) {
    if (target.local) return { file, local: target.local };
    if (!isRelative(target.source)) return { package: target.source, imported: target.imported };
    const next = resolveFile(file, target.source);
    return next && target.imported !== '*' ? locate(next, target.imported, cache, seen) : undefined;
  }
  for (const star of info.stars) {
    if (!isRelative(star)) continue;
    const next = resolveFile(file, star);
    const found = next && locate(next, name, cache, seen);
    if (found) return found;
  }
  return undefined;
}

const same = (a, b) =>
  a !== undefined &&
  b !== undefined &&
  a.file === b.file &&
  a.local === b.local &&
  a.package === b.package &&
  a.imported === b.imported;

/**
 * Whether the kit's export `name` can be brought by a remote, and the kit names its copy reads from the shell.
 * @param {string} kitDir the kit's package folder
 * @param {string} name an export of the kit's main entry point
 * @param {Map<string, object>} [cache] parsed files, shared between calls
 * @returns {{ bring: true, file: string, uses: string[], redirects: string[] } | { bring: false, why: string }}
 */
function analysePiece(kitDir, name, cache = new Map()) {
  const entry = join(kitDir, JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')).exports['.']);
  const where = locate(entry, name, cache);
  if (!where) return { bring: false, why: `${name} is not an export of the kit` };
  if (!where.file) return { bring: false, why: `${name} is re-exported from ${where.package}` };
  const file = where.file;
  const info = readModule(file, cache);
  const at = relative(kitDir, file);
  if (info.createsContext) return { bring: false, why: `${at} creates a React context` };
  const uses = new Set();
  const redirects = new Set();
  for (const { source, names, whole } of info.imports) {
    if (PLAIN_IMPORTS.some((pattern) => pattern.test(source))) continue;
    const relativeImport = isRelative(source);
    if (!relativeImport && !REEXPORTED.some((pattern) => pattern.test(source))) {
      return { bring: false, why: `${at} imports ${source}` };
    }
    if (whole) return { bring: false, why: `${at} imports ${source} as a ${whole}` };
    const target = relativeImport ? resolveFile(file, source) : undefined;
    if (relativeImport && !target) return { bring: false, why: `${at} imports ${source}, which does not resolve` };
    for (const { imported } of names) {
      // The kit must export the very binding under the same name, so that the import can read it from the shell.
      const binding = relativeImport ? locate(target, imported, cache) : { package: source, imported };
      if (!same(locate(entry, imported, cache), binding)) {
        return { bring: false, why: `${at} imports ${imported} from ${source}, which the kit does not export as such` };
      }
      uses.add(imported);
    }
    redirects.add(source);
  }
  return { bring: true, file, uses: [...uses].sort(), redirects: [...redirects].sort() };
}

/**
 * The generated modules of a remote that brings `pieces` (`{ name, file }`): the facade its own code imports instead
 * of `shared-ui` (every export of the shell's kit, and each brought piece from the shell's kit when it has it, else from
 * the fallback chunk, which loads only then) and the fallback chunk's module.
 * @param {{ name: string, file: string }[]} pieces
 * @returns {{ facade: string, additions: string }}
 */
function renderAdditions(pieces) {
  const names = pieces.map((piece) => piece.name);
  const header = '// Generated by build-tools/kit-additions.cjs for this build; do not edit.\n';
  const facade = [
    header.trimEnd(),
    "import * as kit from 'shared-ui';",
    "export * from 'shared-ui';",
    `const additions = ${JSON.stringify(names)}.every((name) => name in kit)`,
    '  ? kit',
    '  : await import(/* webpackChunkName: "kit-additions" */ \'./additions.js\');',
    ...names.map((name) => `export const ${name} = ${JSON.stringify(name)} in kit ? kit.${name} : additions.${name};`),
    '',
  ].join('\n');
  const additions = [
    header.trimEnd(),
    ...pieces.map((piece) => `export { ${piece.name} } from ${JSON.stringify(piece.file)};`),
    '',
  ].join('\n');
  return { facade, additions };
}

/**
 * Writes the generated modules for the app in `appDir` and answers the webpack plugin that wires them: the app's
 * sources that import a brought piece (`importers`) read `shared-ui` through the facade, and the brought pieces' imports
 * of the kit, antd, the icons and the router read the shell's `shared-ui`. Answers undefined when the app brings nothing.
 * @param {string} appDir
 * @param {{ brought: { name: string, file: string, redirects: string[] }[], importers: string[] }} plan
 */
function kitAdditionsPlugin(appDir, { brought, importers }) {
  if (brought.length === 0) return undefined;
  const webpack = require('webpack');
  const folder = join(appDir, 'node_modules', '.cache', 'kit-additions');
  mkdirSync(folder, { recursive: true });
  const { facade, additions } = renderAdditions(brought);
  const facadeFile = join(folder, 'facade.js');
  writeFileSync(facadeFile, facade);
  writeFileSync(join(folder, 'additions.js'), additions);
  const readers = new Set(importers.map((file) => realpathSync(file)));
  const redirects = new Map(brought.map((piece) => [realpathSync(piece.file), new Set(piece.redirects)]));
  return new webpack.NormalModuleReplacementPlugin(/./, (data) => {
    const issuer = data.contextInfo?.issuer;
    if (!issuer) return;
    if (data.request === 'shared-ui' && readers.has(issuer)) data.request = facadeFile;
    else if (redirects.get(issuer)?.has(data.request)) data.request = 'shared-ui';
  });
}

module.exports = { analysePiece, kitAdditionsPlugin, renderAdditions };
