// The kit's public API as a checked report, as API Extractor keeps one, with the TypeScript compiler API: every name
// each published entry point exports, its kind and its declared type or signature, sorted. `npm run api-report`
// writes the reports (scripts/api-report.mjs); the tooling test (api-report.test.js) fails when a committed report
// differs from the code. A removed or changed export is a major change, an added one a minor: the package's version
// must move at least that much from the version the committed report records.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The packages whose surface is reported, and their entry points. shared-ui's `./testing` (render helpers and fakes
 * for Jest) is left out: no shipped bundle imports it (ESLint keeps it to tests), so it is not part of what a remote
 * built against one kit version asks of a shell built with another.
 */
export const REPORTED_PACKAGES = [
  { name: 'shared-ui', entryPoints: ['.', './core'] },
  { name: 'shared-contracts', entryPoints: ['.', './schemas'] },
];

/** The name of the report file in each package's folder. */
export const REPORT_FILE = 'api-report.md';

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** The package a file of node_modules belongs to (`antd`, `@ant-design/icons`). */
function externalPackage(fileName) {
  const parts = fileName.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const first = parts[at + 1];
  if (first === undefined) return undefined;
  // A workspace package reached through node_modules is not external: its files are read as its own.
  return first.startsWith('@') ? `${first}/${parts[at + 2]}` : first;
}

function kindOf(declaration) {
  if (ts.isFunctionDeclaration(declaration)) return 'function';
  if (ts.isClassDeclaration(declaration)) return 'class';
  if (ts.isInterfaceDeclaration(declaration)) return 'interface';
  if (ts.isTypeAliasDeclaration(declaration)) return 'type';
  if (ts.isEnumDeclaration(declaration)) return 'enum';
  if (ts.isModuleDeclaration(declaration)) return 'namespace';
  if (ts.isVariableDeclaration(declaration)) {
    const list = declaration.parent;
    return ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const ? 'const' : 'let';
  }
  return ts.SyntaxKind[declaration.kind];
}

function isPrivateMember(member) {
  if (member.name && ts.isPrivateIdentifier(member.name)) return true;
  return (ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
}

/** A class as its declaration file would show it: public members, no bodies or initialisers. */
function classText(checker, declaration) {
  const sourceFile = declaration.getSourceFile();
  const heading = printer
    .printNode(
      ts.EmitHint.Unspecified,
      ts.factory.createClassDeclaration(
        declaration.modifiers?.filter((modifier) => modifier.kind !== ts.SyntaxKind.Decorator),
        declaration.name,
        declaration.typeParameters,
        declaration.heritageClauses,
        [],
      ),
      sourceFile,
    )
    .replace(/\s*\{\s*\}\s*$/, '');
  const members = declaration.members
    .filter((member) => !isPrivateMember(member) && !ts.isClassStaticBlockDeclaration(member))
    .map((member) => {
      if (ts.isPropertyDeclaration(member)) {
        const type = member.type
          ? printer.printNode(ts.EmitHint.Unspecified, member.type, sourceFile)
          : inferred(checker.typeToString(checker.getTypeAtLocation(member), member, FORMAT));
        const modifiers = (member.modifiers ?? []).map((modifier) => modifier.getText(sourceFile)).join(' ');
        return `${modifiers ? `${modifiers} ` : ''}${member.name.getText(sourceFile)}${member.questionToken ? '?' : ''}: ${type};`;
      }
      if (ts.isMethodDeclaration(member) || ts.isConstructorDeclaration(member)) {
        const signature = checker.getSignatureFromDeclaration(member);
        const name = ts.isConstructorDeclaration(member) ? 'constructor' : member.name.getText(sourceFile);
        const text = signature ? inferred(checker.signatureToString(signature, member, FORMAT)) : '()';
        const modifiers = (member.modifiers ?? [])
          .filter((modifier) => modifier.kind !== ts.SyntaxKind.AsyncKeyword)
          .map((modifier) => modifier.getText(sourceFile))
          .join(' ');
        return `${modifiers ? `${modifiers} ` : ''}${name}${text};`;
      }
      return printer.printNode(ts.EmitHint.Unspecified, member, sourceFile);
    });
  return [`${heading} {`, ...members.map((member) => `  ${member}`), '}'].join('\n');
}

/** Longest inferred type kept whole; a longer one is kept as its start, its length and a hash (it still changes). */
const INFERRED_TEXT_LIMIT = 2000;

/** A type the checker wrote: no file paths (`import("/abs/path").X` is written `X`), and long ones shortened. */
function inferred(text) {
  const clean = text.replace(/import\("[^"]*"\)\./g, '');
  if (clean.length <= INFERRED_TEXT_LIMIT) return clean;
  const hash = createHash('sha256').update(clean).digest('hex').slice(0, 16);
  return `${clean.slice(0, 300)} … (inferred, ${clean.length} characters, sha256 ${hash})`;
}

/** The declared text of one export: a signature, a type, or the declaration itself without comments. */
function declarationText(checker, name, symbol, declaration) {
  const sourceFile = declaration.getSourceFile();
  const kind = kindOf(declaration);
  if (kind === 'function') {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    return checker
      .getSignaturesOfType(type, ts.SignatureKind.Call)
      .map((signature) => `function ${name}${inferred(checker.signatureToString(signature, declaration, FORMAT))};`)
      .join('\n');
  }
  if (kind === 'const' || kind === 'let') {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    return `${kind} ${name}: ${inferred(checker.typeToString(type, declaration, FORMAT))};`;
  }
  if (kind === 'class') return classText(checker, declaration);
  return printer.printNode(ts.EmitHint.Unspecified, declaration, sourceFile).replace(/^export (declare )?/, '');
}

/** A member's place in its type: `Name.member`, `Name["/a/path"]`, `Name[index]`, `Name()`, `new Name()`. */
function memberKey(typeName, member, sourceFile) {
  if (ts.isIndexSignatureDeclaration(member)) return `${typeName}[index]`;
  if (ts.isCallSignatureDeclaration(member)) return `${typeName}()`;
  if (ts.isConstructSignatureDeclaration(member)) return `new ${typeName}()`;
  const name = member.name;
  if (name && (ts.isStringLiteral(name) || ts.isNumericLiteral(name)))
    return `${typeName}[${JSON.stringify(name.text)}]`;
  return `${typeName}.${name ? name.getText(sourceFile) : '?'}`;
}

/**
 * An interface, or a type alias of an object type, as one entry for its heading (name, type parameters, heritage) and
 * one for each member, so that a member added (a path of `ApiPaths`, a property of a props type) reads as an addition,
 * a minor change, and a member removed or changed as a major one. Answers undefined for any other declaration.
 */
function memberEntries(name, kind, declaration) {
  const sourceFile = declaration.getSourceFile();
  let heading;
  let members;
  if (ts.isInterfaceDeclaration(declaration)) {
    heading = ts.factory.createInterfaceDeclaration(
      undefined,
      declaration.name,
      declaration.typeParameters,
      declaration.heritageClauses,
      [],
    );
    members = declaration.members;
  } else if (ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type)) {
    heading = ts.factory.createTypeAliasDeclaration(
      undefined,
      declaration.name,
      declaration.typeParameters,
      ts.factory.createTypeLiteralNode([]),
    );
    members = declaration.type.members;
  } else {
    return undefined;
  }
  const head = { name, kind, text: printer.printNode(ts.EmitHint.Unspecified, heading, sourceFile) };
  return [
    head,
    ...members.map((member) => ({
      name: memberKey(name, member, sourceFile),
      kind: 'member',
      text: printer.printNode(ts.EmitHint.Unspecified, member, sourceFile),
    })),
  ];
}

/** Every export of one module: name, kind and text (an object type's members as entries of their own), sorted. */
function exportsOf(checker, sourceFile) {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .flatMap((exported) => {
      const name = exported.getName();
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = target.getDeclarations() ?? [];
      const from = declarations.map((declaration) => declaration.getSourceFile().fileName);
      const external = from.map(externalPackage).find(Boolean);
      const kinds = [...new Set(declarations.map(kindOf))].sort();
      if (external && from.every((file) => externalPackage(file))) {
        return { name, kind: kinds.join(' & '), text: `re-exported from ${external}` };
      }
      if (declarations.length === 1) {
        const entries = memberEntries(name, kinds[0], declarations[0]);
        if (entries) return entries;
      }
      const texts = declarations
        // A function's overloads print once, from the first declaration.
        .filter(
          (declaration, index) =>
            kindOf(declaration) !== 'function' ||
            declarations.findIndex((other) => kindOf(other) === 'function') === index,
        )
        .map((declaration) => declarationText(checker, name, target, declaration));
      return { name, kind: kinds.join(' & '), text: texts.join('\n') };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Each package's version and surface (for each entry point, its exports), read with one program over every entry point
 * (the kit imports the contracts, so they are read once), under the first package's compiler options.
 * @param {string} root the workspace folder
 * @param {{ name: string, entryPoints: string[] }[]} packages
 */
export function collectSurfaces(root, packages = REPORTED_PACKAGES) {
  const manifests = packages.map(({ name }) => JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8')));
  const configFile = join(root, packages[0].name, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!config) throw new Error(`api-report: cannot read ${configFile}`);
  const files = packages.map(({ name, entryPoints }, index) =>
    entryPoints.map((entry) => {
      const target = manifests[index].exports?.[entry];
      if (typeof target !== 'string') throw new Error(`api-report: ${name} does not export ${entry}`);
      return join(root, name, target);
    }),
  );
  // Without the project references, a workspace package the kit imports is read from its sources, not built types.
  const options = { ...config.options, noEmit: true, composite: false, incremental: false, tsBuildInfoFile: undefined };
  const program = ts.createProgram({ rootNames: files.flat(), options });
  const checker = program.getTypeChecker();
  return packages.map(({ name, entryPoints }, index) => {
    const surface = {};
    entryPoints.forEach((entry, at) => {
      const sourceFile = program.getSourceFile(files[index][at]);
      if (!sourceFile) throw new Error(`api-report: cannot read ${files[index][at]}`);
      surface[entry] = exportsOf(checker, sourceFile);
    });
    return { name, version: manifests[index].version, surface };
  });
}

/** The import specifier of an entry point (`shared-ui`, `shared-ui/core`). */
function specifier(packageName, entry) {
  return entry === '.' ? packageName : `${packageName}/${entry.replace(/^\.\//, '')}`;
}

/** The report file's text: the version it describes, then each entry point's exports, sorted. */
export function renderReport({ name, version, surface }) {
  const lines = [
    `# API report: ${name} ${version}`,
    '',
    `The exported surface of ${name} at version ${version}, written by \`npm run api-report\` from the code`,
    '(scripts/lib/api-report.js); do not edit it by hand. A removed or changed export is a major change, an added one',
    'a minor: the version must move at least that much before the report is written again (README, "The kit as a',
    'public API"). Names re-exported from a dependency are listed by name and source.',
  ];
  for (const [entry, exports] of Object.entries(surface)) {
    lines.push('', `## Entry point \`${specifier(name, entry)}\` (${exports.length} exports)`);
    for (const { name: exported, kind, text } of exports) {
      lines.push('', `### \`${exported}\` (${kind})`, '', '```ts', text, '```');
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a report file's text back into its package name, version and surface. */
export function parseReport(text) {
  const heading = /^# API report: (\S+) (\S+)$/m.exec(text);
  if (!heading) throw new Error('api-report: not a report (no "# API report: <name> <version>" heading)');
  const [, name, version] = heading;
  const surface = {};
  let exports;
  let current;
  for (const line of text.split('\n')) {
    if (current) {
      if (line === '```') current = undefined;
      else current.text = current.text === undefined ? line : `${current.text}\n${line}`;
      continue;
    }
    const entry = /^## Entry point `([^`]+)`/.exec(line);
    if (entry) {
      const key = entry[1] === name ? '.' : `./${entry[1].slice(name.length + 1)}`;
      exports = surface[key] = [];
      continue;
    }
    const exported = /^### `([^`]+)` \((.+)\)$/.exec(line);
    if (exported && exports) {
      exports.push({ name: exported[1], kind: exported[2], text: undefined });
      continue;
    }
    if (line === '```ts' && exports?.length) current = exports[exports.length - 1];
  }
  for (const list of Object.values(surface)) for (const item of list) item.text ??= '';
  return { name, version, surface };
}

/** Whether a member entry (`kind\ntext`) is a required property or method: no `?` before its type or parameters. */
function isRequiredMember(entry) {
  const [kind, text = ''] = entry.split('\n', 2);
  if (kind !== 'member') return false;
  const head = /^(?:readonly\s+)?("[^"]*"|'[^']*'|[\w$]+)(\?)?\s*[:(<]/.exec(text.trimStart());
  return head !== null && head[2] === undefined;
}

/** What changed between two surfaces, by entry point and name, and the least semver bump that says so. */
export function classifyChange(before, after) {
  const keyed = (surface) =>
    new Map(
      Object.entries(surface).flatMap(([entry, exports]) =>
        exports.map(({ name, kind, text }) => [`${entry} ${name}`, `${kind}\n${text}`]),
      ),
    );
  const old = keyed(before);
  const now = keyed(after);
  const removed = [...old.keys()].filter((key) => !now.has(key));
  const changed = [...old.keys()].filter((key) => now.has(key) && now.get(key) !== old.get(key));
  const added = [...now.keys()].filter((key) => !old.has(key));
  // A required prop added to a component's props (a `…Props` type that existed) breaks a remote that does not pass it.
  const required = added.filter((key) => {
    const match = /^(\S+ )(\w+Props)[.[]/.exec(key);
    return match !== null && old.has(`${match[1]}${match[2]}`) && isRequiredMember(now.get(key));
  });
  const level = removed.length + changed.length + required.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
  return { level, removed, changed: [...changed, ...required], added: added.filter((key) => !required.includes(key)) };
}

const LEVELS = ['none', 'patch', 'minor', 'major'];

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`api-report: ${version} is not a semver version`);
  return match.slice(1, 4).map(Number);
}

/** How far `to` moved from `from`: 'major', 'minor', 'patch', 'none', or 'backwards'. */
export function bumpBetween(from, to) {
  const [a, b] = [parseVersion(from), parseVersion(to)];
  for (let part = 0; part < 3; part += 1) {
    if (b[part] > a[part]) return LEVELS[3 - part];
    if (b[part] < a[part]) return 'backwards';
  }
  return 'none';
}

/** The least version of level `level` above `from` (2.3.4 and 'minor' answer 2.4.0). */
export function nextVersion(from, level) {
  const [major, minor, patch] = parseVersion(from);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  if (level === 'patch') return `${major}.${minor}.${patch + 1}`;
  return from;
}

/**
 * Compares the code's surface with the committed report. Answers `ok` when they match (version included); otherwise
 * the change, the version the package needs at least, and whether its version already moves far enough (then only
 * the report needs writing again). Versions below 1.0.0 get no special rule: a change of the surface needs a new
 * major or minor like any other (the kit is at 1.0.0 or above).
 */
export function compareWithReport(committed, current) {
  const change = classifyChange(committed.surface, current.surface);
  const required = change.level === 'none' ? committed.version : nextVersion(committed.version, change.level);
  const moved = bumpBetween(committed.version, current.version);
  const enough = moved !== 'backwards' && LEVELS.indexOf(moved) >= LEVELS.indexOf(change.level);
  const ok = change.level === 'none' && moved === 'none';
  return { ok, change, required, enough };
}

/** A sentence or two for the developer: what changed and what to do. */
export function describeComparison(name, committed, current, { change, required, enough }) {
  const list = (label, keys) =>
    keys.length > 0
      ? [`  ${label}: ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ` and ${keys.length - 12} more` : ''}`]
      : [];
  const lines = [
    `${name}: the exported surface differs from ${name}/${REPORT_FILE} (${committed.version}); the change is ${change.level === 'none' ? 'none' : `a ${change.level} one`}.`,
    ...list('removed', change.removed),
    ...list('changed', change.changed),
    ...list('added', change.added),
  ];
  if (!enough) {
    lines.push(
      `Set "version" in ${name}/package.json to ${required} or above (it is ${current.version}), then run npm run api-report.`,
    );
  } else {
    lines.push(`Run npm run api-report and commit ${name}/${REPORT_FILE}.`);
  }
  return lines.join('\n');
}

/**
 * The packages whose exports carry the version each first appeared in: the kit the shell shares at run time
 * (shared-contracts is bundled into every app, so no remote asks a shell for it). A remote's build declares the least
 * kit version that has every name it imports (build-tools/kit-range.cjs), read from this record.
 */
export const VERSIONED_PACKAGES = ['shared-ui'];

/** The name of the record file beside the report. */
export const VERSIONS_FILE = 'api-versions.json';

/** The export a report key belongs to: `DataGridProps.rows`, `Store[index]`, `new Store()` belong to their type. */
function exportOf(key) {
  return /^(?:new )?([^.[(]+)/.exec(key)[1];
}

/** For each top-level export of an entry point, the other exports its texts (its own and its members') name. */
function referencesOf(exports) {
  const names = new Map();
  for (const { name, text } of exports) {
    const top = exportOf(name);
    if (!names.has(top)) names.set(top, new Set());
    for (const word of text.match(/[A-Za-z_$][\w$]*/g) ?? []) names.get(top).add(word);
  }
  for (const [name, words] of names) {
    for (const word of words) if (word === name || !names.has(word)) words.delete(word);
  }
  return names;
}

function newer(a, b) {
  return bumpBetween(b, a) !== 'none' && bumpBetween(b, a) !== 'backwards';
}

/**
 * The record of each export's version: the first version of the package's current major that has the export in its
 * current form. `previous` is the committed record and the surface of the committed report (the version the record
 * describes): an export they both have unchanged keeps its version; an added one, or one that changed or whose members
 * did, gets the current version; in a new major every export starts at it. An export whose text names another export
 * (a component and its props type) is at least as new as that one, since a prop added to a type is an addition to the
 * component too. Answers `{ package, version, exports: { [entry point]: { [name]: version } } }`, names sorted.
 * @param {{ name: string, version: string, surface: Record<string, { name: string, kind: string, text: string }[]> }} current
 * @param {{ record: { version: string, exports: Record<string, Record<string, string>> },
 *   surface: Record<string, { name: string, kind: string, text: string }[]> } | undefined} previous
 */
export function recordVersions(current, previous) {
  const fresh = !previous || parseVersion(previous.record.version)[0] !== parseVersion(current.version)[0];
  const touched = new Set();
  if (!fresh) {
    const change = classifyChange(previous.surface, current.surface);
    for (const key of [...change.added, ...change.changed]) {
      const at = key.indexOf(' ');
      touched.add(`${key.slice(0, at)} ${exportOf(key.slice(at + 1))}`);
    }
  }
  const exports = {};
  for (const [entry, list] of Object.entries(current.surface)) {
    const references = referencesOf(list);
    const since = new Map();
    for (const name of references.keys()) {
      const kept = fresh || touched.has(`${entry} ${name}`) ? undefined : previous.record.exports[entry]?.[name];
      since.set(name, kept ?? current.version);
    }
    for (let moved = true; moved;) {
      moved = false;
      for (const [name, names] of references) {
        for (const other of names) {
          if (newer(since.get(other), since.get(name))) {
            since.set(name, since.get(other));
            moved = true;
          }
        }
      }
    }
    exports[entry] = Object.fromEntries([...since].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return { package: current.name, version: current.version, exports };
}

/** The record file's text. */
export function renderVersions(record) {
  const comment =
    'Written by npm run api-report (scripts/lib/api-report.js) beside api-report.md; do not edit it by hand. Each ' +
    "export's version is the first of the package's current major that has it in its current form; a remote's build " +
    'declares the least kit version that has every name it imports (build-tools/kit-range.cjs).';
  return `${JSON.stringify({ comment, ...record }, null, 2)}\n`;
}

/** Reads a record file's text back (without its comment). */
export function parseVersions(text) {
  const { package: name, version, exports } = JSON.parse(text);
  return { package: name, version, exports };
}
