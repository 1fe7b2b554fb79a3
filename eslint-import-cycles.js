// An ESLint rule that refuses import cycles, type-only imports included. import-x/no-cycle skips `import type` and
// `export type ... from` (they have no run-time effect), so a schema module and the module of its types could import
// each other unseen; here every relative import and re-export is an edge of the graph.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names (with or without its extension), or undefined for a package or a miss. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  if (/\.[cm]?[jt]sx?$|\.json$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

const cache = new Map();

/** The files a source file imports or re-exports from (type-only ones included), read once per change. */
function importsOf(file) {
  const modified = statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached?.modified === modified) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((path) => path !== undefined)),
  ];
  cache.set(file, { modified, imports });
  return imports;
}

/** A shortest import path from `start` back to `target` (both included), or undefined when there is none. */
function pathBack(start, target) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file === target) {
      const path = [];
      for (let step = file; step !== undefined; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of /\.tsx?$/.test(file) ? importsOf(file) : []) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between relative modules, type-only imports and re-exports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{path}}. Move what both need to one side.' },
  },
  create(context) {
    const file = context.filename;
    /** Reports a declaration whose module leads back to this file. */
    function check(node) {
      if (node.source === null || node.source === undefined || typeof node.source.value !== 'string') return;
      const target = resolveImport(file, node.source.value);
      if (target === undefined || !/\.tsx?$/.test(target)) return;
      const path = pathBack(target, file);
      if (path === undefined) return;
      const shown = [file, ...path].map((step) => relative(context.cwd, step)).join(' -> ');
      context.report({ node: node.source, messageId: 'cycle', data: { path: shown } });
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      TSImportType(node) {
        const argument = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (argument?.type === 'Literal') check({ source: argument });
      },
    };
  },
};

export const importCycles = { rules: { 'no-import-cycle': noImportCycle } };
