// The kit's additions a remote brings (issue 29): a remote that imports a piece of the kit added in a minor the shell
// may lack still runs. Its build keeps a fallback copy of exactly those newer pieces, in a chunk of its own that loads
// only when the shell's kit lacks one of them, and resolves every import those copies make of the kit's public names,
// of antd and the router to the shell's singleton (`shared-ui`) and every icon to its definition rendered by the
// shell's icon base (`AntdIcon`): the copies hold no context the page must have once, so one router, one antd
// ConfigProvider and theme, one icon context, one session, toast store and fetch cache serve the page.
// A piece can be brought when the file that declares it (and each kit file it copies along, below):
// - imports antd and the router only for names the kit re-exports under the same name, never as a namespace or default;
// - imports an icon (`@ant-design/icons/es/icons/<Name>`) only as its default, and the kit exports `AntdIcon`, the base
//   its icons render through: the copy renders the icon's definition (`@ant-design/icons-svg`) through the shell's base;
// - imports another file of the kit either only for names the kit exports (public, under the same name: read from the
//   shell), or else copies that file along, which must itself pass these rules and create no React context;
// - imports nothing else but react, react-dom, dayjs and swr (singletons the shell provides) and shared-contracts;
// - holds no module state: its top level declares functions, classes, types and constants of literals, functions,
//   objects and arrays of those, and calls that only compute (React's memo/forwardRef; Math's and Object's pure
//   methods, String/Number/Boolean, array methods on a known array with callbacks that only compute; a function of the
//   file whose body is one expression that only computes; a shared-contracts function declared to answer a primitive;
//   `Symbol.for` of a string, the realm's one symbol of that name),
//   nothing else (no `let`, no `new`, no other call, no statement run for its effect), so a second copy of it is the
//   same code and nothing else (a kit internal such as ensureStyle, which adds a <style> by id when the document lacks
//   it, is idempotent at the DOM level);
// - creates a React context only when the context is remote-local: not exported, its provider rendered in the same
//   file, and the file imported by no other file of the kit (so no provider of the shell's can be meant for it; that
//   all its exports arrive in one minor, so a shell has all of them or none, is checked by build-tools/kit-range.cjs).
// Anything else the remote imports counts toward the least kit version it declares (build-tools/kit-range.cjs).
const { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
const { parseSync } = require('@swc/core');

/** Packages a brought piece may import as they are: the shell's singletons (react, react-dom, dayjs, swr) and stateless code. */
const PLAIN_IMPORTS = [
  /^react$/,
  /^react\/jsx(-dev)?-runtime$/,
  /^react-dom$/,
  /^dayjs$/,
  /^swr$/,
  /^shared-contracts(\/.*)?$/,
];

/** Packages whose names a brought piece reaches through the kit's re-exports of them. */
const REEXPORTED = [/^antd$/, /^react-router$/];

/** An icon, which a copy renders from its definition through the shell's icon base. */
const ICON = /^@ant-design\/icons\/es\/icons\/(\w+)$/;

/** The icon base the kit exports for copies, and the module it re-exports. */
const ICON_BASE = { name: 'AntdIcon', package: '@ant-design/icons/es/components/AntdIconLight', imported: 'default' };

/** React's wrappers a constant may hold without holding state. */
const PURE_CALLS = new Set(['memo', 'forwardRef']);

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

/** Strips TypeScript's wrappers (`as const`, `satisfies`, `!`, parentheses) from an expression. */
function unwrap(node) {
  let current = node;
  while (
    current &&
    [
      'TsAsExpression',
      'TsConstAssertion',
      'TsSatisfiesExpression',
      'TsNonNullExpression',
      'ParenthesisExpression',
    ].includes(current.type)
  ) {
    current = current.expression;
  }
  return current;
}

/** Methods of the built-in `Math` and `Object` a constant may call: they compute a value and change nothing. */
const PURE_GLOBALS = {
  Math: new Set(['abs', 'ceil', 'floor', 'max', 'min', 'pow', 'round', 'sign', 'sqrt', 'trunc']),
  Object: new Set(['entries', 'freeze', 'fromEntries', 'keys', 'values']),
};

/** The built-in conversions a constant may call. */
const PURE_FUNCTIONS = new Set(['Boolean', 'Number', 'String']);

/** `Object`'s methods that answer a new array. */
const ARRAY_OF_OBJECT = new Set(['entries', 'keys', 'values']);

/** An array's methods a constant may call on an array it knows to be one (callbacks: see isPureCallable). */
const ARRAY_METHODS = new Set([
  'concat',
  'every',
  'filter',
  'find',
  'flat',
  'flatMap',
  'includes',
  'join',
  'map',
  'slice',
  'some',
]);

/** Those of them whose first argument is a callback they call. */
const CALLBACK_METHODS = new Set(['every', 'filter', 'find', 'flatMap', 'map', 'some']);

/** Those of them that answer a new array, so a chain may go on. */
const ARRAY_RESULTS = new Set(['concat', 'filter', 'flat', 'flatMap', 'map', 'slice']);

/** Whether `name` is the built-in global of that name: no top-level binding of the file hides it. */
const isGlobal = (name, scope) => !scope.topNames.has(name);

/** Whether an expression is known to be a new array: an array literal, Object.keys/values/entries, or an array method's. */
function isKnownArray(node, scope) {
  const value = unwrap(node);
  if (value?.type === 'ArrayExpression') return true;
  if (value?.type !== 'CallExpression' || value.callee.type !== 'MemberExpression') return false;
  const { object, property } = value.callee;
  if (property.type !== 'Identifier') return false;
  const receiver = unwrap(object);
  if (receiver.type === 'Identifier' && receiver.value === 'Object' && isGlobal('Object', scope)) {
    return ARRAY_OF_OBJECT.has(property.value);
  }
  return ARRAY_RESULTS.has(property.value) && isKnownArray(receiver, scope);
}

/**
 * Whether calling `fn` (an arrow or function expression, or a top-level function of the file) computes a value and
 * does nothing else: not async or a generator, its body one expression (or one `return`) that holds no state by
 * isPure (so no assignment, `new` or unknown call in it), its parameters' defaults likewise.
 */
function isPureCallable(fn, scope) {
  if (!fn || !['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(fn.type)) return false;
  if (fn.async || fn.generator) return false;
  const defaults = [];
  const walkPattern = (pattern) => {
    if (!pattern || typeof pattern !== 'object') return;
    if (Array.isArray(pattern)) return pattern.forEach(walkPattern);
    if (pattern.type === 'AssignmentPattern') defaults.push(pattern.right);
    if (pattern.type === 'AssignmentPatternProperty' && pattern.value) defaults.push(pattern.value);
    if (pattern.type === 'KeyValuePatternProperty' && pattern.key.type === 'Computed')
      defaults.push(pattern.key.expression);
    for (const key of ['pat', 'left', 'elements', 'properties', 'value', 'arg']) {
      if (key in pattern && key !== 'value') walkPattern(pattern[key]);
      else if (key === 'value' && pattern.type === 'KeyValuePatternProperty') walkPattern(pattern.value);
    }
  };
  walkPattern(fn.params);
  // The parameters hide the file's names and the built-ins of the same name inside the body.
  const hidden = new Set();
  const collect = (node) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!node || typeof node !== 'object') return;
    if (node.type === 'Identifier' && typeof node.value === 'string') hidden.add(node.value);
    for (const [key, child] of Object.entries(node)) if (key !== 'span' && key !== 'typeAnnotation') collect(child);
  };
  collect(fn.params);
  const without = (map) => new Map([...map].filter(([name]) => !hidden.has(name)));
  const inner = {
    ...scope,
    topNames: new Set([...scope.topNames, ...hidden]),
    functions: without(scope.functions),
    importedLocals: without(scope.importedLocals),
    reactLocals: without(scope.reactLocals),
  };
  if (!defaults.every((expression) => isPure(expression, scope))) return false;
  const body = fn.body;
  if (!['BlockStatement', 'FunctionBody'].includes(body?.type)) return isPure(body, inner);
  return (
    body.stmts.length === 1 &&
    body.stmts[0].type === 'ReturnStatement' &&
    (!body.stmts[0].argument || isPure(body.stmts[0].argument, inner))
  );
}

/**
 * Whether a top-level call computes a value and holds nothing: React's memo/forwardRef; a known built-in (PURE_GLOBALS,
 * PURE_FUNCTIONS; an array method on a known array with callbacks that only compute); a function of the file itself
 * that only computes (isPureCallable: the call is its body, inlined); or a function of shared-contracts (stateless, and
 * every app's own copy) declared to answer a string, number or boolean, which holds nothing. Its arguments hold no
 * state either. Anything else (an unknown callee, a spread argument) may hold state.
 */
function isPureCall(call, scope) {
  const { callee } = call;
  const args = call.arguments;
  if (args.some((argument) => argument.spread)) return false;
  const pureArgs = () => args.every((argument) => isPure(argument.expression, scope));
  if (callee.type === 'Identifier') {
    const name = callee.value;
    if (PURE_CALLS.has(scope.reactLocals.get(name))) return pureArgs();
    if (PURE_FUNCTIONS.has(name) && isGlobal(name, scope)) return pureArgs();
    const local = scope.functions.get(name);
    if (local) {
      if (scope.calling.has(name)) return false;
      scope.calling.add(name);
      try {
        return pureArgs() && isPureCallable(local, scope);
      } finally {
        scope.calling.delete(name);
      }
    }
    const imported = scope.importedLocals.get(name);
    if (imported && /^shared-contracts(\/.*)?$/.test(imported.source)) {
      return pureArgs() && scope.answersPrimitive(imported.source, imported.imported);
    }
    return false;
  }
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  const method = callee.property.value;
  const receiver = unwrap(callee.object);
  // Symbol.for('name') answers the one symbol of the realm's global registry: a copy reads the same symbol as the
  // shell's kit (how apiForTenant's copy finds what the shell's client registered), and holds nothing of its own.
  if (receiver.type === 'Identifier' && receiver.value === 'Symbol' && isGlobal('Symbol', scope)) {
    return method === 'for' && args.length === 1 && unwrap(args[0].expression).type === 'StringLiteral';
  }
  if (receiver.type === 'Identifier' && receiver.value in PURE_GLOBALS && isGlobal(receiver.value, scope)) {
    if (!PURE_GLOBALS[receiver.value].has(method) || !pureArgs()) return false;
    // Object.freeze changes its argument: only a value the call site builds, never another module's object.
    const fresh = ['ObjectExpression', 'ArrayExpression', 'CallExpression'];
    return method !== 'freeze' || args.every(({ expression }) => fresh.includes(unwrap(expression).type));
  }
  if (!ARRAY_METHODS.has(method) || !isKnownArray(receiver, scope) || !isPure(receiver, scope)) return false;
  // A callback runs now: it must only compute (inline, or a function of the file). Other arguments are values.
  return args.every(({ expression }, index) => {
    const argument = unwrap(expression);
    if (!CALLBACK_METHODS.has(method) || index > 0) return isPure(argument, scope);
    if (argument.type === 'Identifier') return isPureCall({ callee: argument, arguments: [] }, scope);
    return isPureCallable(argument, scope);
  });
}

/**
 * Whether a top-level constant's value holds no state: literals, functions, objects and arrays of those, and calls
 * that only compute (isPureCall). `scope`: the file's React imports (`reactLocals`), imports (`importedLocals`),
 * top-level names (`topNames`), top-level functions (`functions`), the calls being inlined (`calling`) and
 * `answersPrimitive(source, name)` for a shared-contracts function.
 */
function isPure(node, scope) {
  const value = unwrap(node);
  if (!value) return true;
  switch (value.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'BigIntLiteral':
    case 'RegExpLiteral':
    case 'Identifier':
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'ClassExpression':
      return true;
    case 'TemplateLiteral':
      return value.expressions.every((expression) => isPure(expression, scope));
    case 'UnaryExpression':
      return value.operator !== 'delete' && isPure(value.argument, scope);
    case 'BinaryExpression':
      return isPure(value.left, scope) && isPure(value.right, scope);
    case 'ConditionalExpression':
      return [value.test, value.consequent, value.alternate].every((part) => isPure(part, scope));
    case 'MemberExpression':
      return (
        isPure(value.object, scope) && (value.property.type !== 'Computed' || isPure(value.property.expression, scope))
      );
    case 'ArrayExpression':
      return value.elements.every((element) => !element || isPure(element.expression, scope));
    case 'ObjectExpression':
      return value.properties.every((property) => {
        if (property.type === 'SpreadElement') return isPure(property.arguments, scope);
        if (property.type === 'KeyValueProperty') {
          return (
            (property.key.type !== 'Computed' || isPure(property.key.expression, scope)) &&
            isPure(property.value, scope)
          );
        }
        return property.type === 'Identifier' || property.type === 'MethodProperty';
      });
    case 'CallExpression':
      return isPureCall(value, scope);
    default:
      return false;
  }
}

/** Whether a function is declared to answer a primitive (string, number, boolean, a literal, a union of those). */
function answersPrimitive(fn) {
  if (!fn || fn.async || fn.generator) return false;
  const primitive = (type) => {
    if (!type) return false;
    if (type.type === 'TsParenthesizedType') return primitive(type.typeAnnotation);
    if (type.type === 'TsLiteralType') return true;
    if (type.type === 'TsKeywordType')
      return ['string', 'number', 'boolean', 'bigint', 'null', 'undefined'].includes(type.kind);
    if (type.type === 'TsUnionOrIntersectionType' || type.type === 'TsUnionType') {
      return (type.types ?? []).every(primitive);
    }
    return false;
  };
  return primitive(fn.returnType?.typeAnnotation);
}

/** Whether `init` is React's createContext (imported by name from react). */
const isCreateContext = (init, reactLocals) => {
  const value = unwrap(init);
  return (
    value?.type === 'CallExpression' &&
    value.callee.type === 'Identifier' &&
    reactLocals.get(value.callee.value) === 'createContext'
  );
};

/**
 * One kit file's imports (values only), exports, the React contexts it creates (`contexts`: their local names, or `*`
 * for a createContext the parse cannot name) and the first top-level statement that holds module state (`state`).
 */
function readModule(file, cache) {
  if (cache.has(file)) return cache.get(file);
  const code = readFileSync(file, 'utf8');
  const ast = parseSync(code, { syntax: 'typescript', tsx: file.endsWith('x') });
  const info = {
    code,
    imports: [],
    exports: new Map(),
    stars: [],
    contexts: [],
    functions: new Map(),
    state: undefined,
  };
  // A cycle through a shared-contracts call (never written so) sees this file's unfinished record: no functions.
  cache.set(file, info);
  const importedLocals = new Map();
  const reactLocals = new Map();
  // The file's top-level names (imports are hoisted, functions too) before its constants are judged.
  const topNames = new Set();
  const functions = new Map();
  const bind = (pattern) => {
    if (!pattern || typeof pattern !== 'object') return;
    if (Array.isArray(pattern)) return pattern.forEach(bind);
    if (pattern.type === 'Identifier') return topNames.add(pattern.value);
    if (pattern.type === 'AssignmentPatternProperty') return topNames.add(pattern.key.value);
    for (const key of ['elements', 'properties', 'left', 'value', 'arg']) bind(pattern[key]);
  };
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      if (node.typeOnly) continue;
      for (const specifier of node.specifiers) {
        if (specifier.isTypeOnly) continue;
        topNames.add(specifier.local.value);
        const imported =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportNamespaceSpecifier'
              ? '*'
              : nameOf(specifier.imported ?? specifier.local);
        importedLocals.set(specifier.local.value, { source: node.source.value, imported });
        if (node.source.value === 'react' && imported !== '*') reactLocals.set(specifier.local.value, imported);
      }
      continue;
    }
    const declaration = node.type === 'ExportDeclaration' ? node.declaration : node;
    if (declaration.type === 'VariableDeclaration') {
      for (const variable of declaration.declarations) {
        bind(variable.id);
        const init = unwrap(variable.init);
        const fn = ['ArrowFunctionExpression', 'FunctionExpression'].includes(init?.type);
        if (declaration.kind === 'const' && variable.id.type === 'Identifier' && fn)
          functions.set(variable.id.value, init);
      }
    } else if (declaration.identifier?.value && !declaration.declare) {
      topNames.add(declaration.identifier.value);
      if (declaration.type === 'FunctionDeclaration') functions.set(declaration.identifier.value, declaration);
    }
  }
  const scope = {
    reactLocals,
    importedLocals,
    topNames,
    functions,
    calling: new Set(),
    answersPrimitive: (source, name) => {
      let entry;
      try {
        entry = require.resolve(source, { paths: [dirname(file)] });
      } catch {
        return false;
      }
      const where = locate(entry, name, cache);
      return Boolean(where?.file) && answersPrimitive(readModule(where.file, cache).functions.get(where.local));
    },
  };
  const stateful = (node, what) => {
    if (info.state) return;
    const line = code.slice(0, node.span.start - ast.span.start).split('\n').length;
    info.state = `${what} (line ${line})`;
  };
  // `const KEYS = new Set(['a', 'b'])`: a lookup table, state only when the file changes it or lets others (below).
  const collections = [];
  const isConstantCollection = (variable) => {
    const value = unwrap(variable.init);
    return (
      variable.id.type === 'Identifier' &&
      value?.type === 'NewExpression' &&
      value.callee.type === 'Identifier' &&
      ['Set', 'Map'].includes(value.callee.value) &&
      (value.arguments ?? []).every((argument) => !argument.spread && isPure(argument.expression, scope))
    );
  };
  const declare = (declaration) => {
    if (declaration.type === 'ClassDeclaration' || declaration.type === 'ClassExpression') {
      // A class's static fields and blocks run once, with the module: state like a top-level variable's.
      for (const member of declaration.body ?? []) {
        if (member.type === 'StaticBlock') stateful(member, 'a static block');
        else if (member.isStatic && member.type === 'ClassProperty' && !isPure(member.value, scope)) {
          stateful(member, 'a static field that is not a literal or a function');
        }
      }
    } else if (declaration.type === 'TsModuleDeclaration' && !declaration.declare) {
      stateful(declaration, 'a namespace');
    } else if (declaration.type === 'VariableDeclaration') {
      if (declaration.kind !== 'const') stateful(declaration, `a top-level ${declaration.kind}`);
      for (const variable of declaration.declarations) {
        if (isCreateContext(variable.init, reactLocals)) {
          info.contexts.push(variable.id.type === 'Identifier' ? variable.id.value : '*');
        } else if (isConstantCollection(variable)) {
          collections.push({ node: variable, name: variable.id.value });
        } else if (!isPure(variable.init, scope)) stateful(variable, 'a constant that is not a literal or a function');
      }
    }
  };
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
          if (node.source.value === 'react') reactLocals.set(specifier.local.value, imported);
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
      declare(declaration);
      if (declaration.type === 'VariableDeclaration') {
        for (const variable of declaration.declarations) {
          if (variable.id.type === 'Identifier') info.exports.set(variable.id.value, { local: variable.id.value });
        }
      } else if (declaration.identifier && !/^TsInterface|^TsTypeAlias/.test(declaration.type)) {
        info.exports.set(declaration.identifier.value, { local: declaration.identifier.value });
      }
    } else if (['VariableDeclaration', 'ClassDeclaration', 'TsModuleDeclaration'].includes(node.type)) {
      declare(node);
    } else if (node.type === 'ExportDefaultDeclaration') {
      declare(node.decl);
    } else if (node.type === 'ExportDefaultExpression') {
      if (!isPure(node.expression, scope)) stateful(node, 'a default export that is not a literal or a function');
    } else if (
      ![
        'FunctionDeclaration',
        'TsInterfaceDeclaration',
        'TsTypeAliasDeclaration',
        'TsEnumDeclaration',
        'EmptyStatement',
      ].includes(node.type)
    ) {
      stateful(node, `a top-level ${node.type.replace(/Statement$/, ' statement').toLowerCase()}`);
    }
  }
  for (const { node, name } of collections) {
    const changed = new RegExp(`\\b${name}\\s*\\.\\s*(add|set|delete|clear)\\s*\\(`).test(code);
    if (changed || [...info.exports.values()].some((target) => target.local === name)) {
      stateful(node, `a ${changed ? 'collection it changes' : 'collection it exports'}`);
    }
  }
  // A createContext the top level does not hold in a constant (inside a function, say) has no name to follow.
  if (/\bcreateContext\s*[<(]/.test(code) && info.contexts.length === 0) info.contexts.push('*');
  // `import { X } from './x'; export { X };` re-exports the import.
  for (const [name, target] of info.exports) {
    if (target.local && importedLocals.has(target.local)) info.exports.set(name, importedLocals.get(target.local));
  }
  info.functions = functions;
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

/** The kit's main entry point file. */
const entryOf = (kitDir) => join(kitDir, JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')).exports['.']);

/** The kit's own source files (tests left out), which may import a file. */
function kitFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : kitFiles(path);
    return /\.[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file of an icon's definition (`@ant-design/icons-svg/es/asn/<name>`), as the kit's icon package resolves it. */
function iconDefinition(kitDir, icon) {
  try {
    const icons = realpathSync(join(kitDir, 'node_modules', '@ant-design', 'icons'));
    return require.resolve(`@ant-design/icons-svg/es/asn/${icon}.js`, { paths: [icons] });
  } catch {
    return undefined;
  }
}

/**
 * Checks one kit file a copy brings (the piece's own file, `own`, or one it copies along) and, recursively, the files
 * it copies along; records in `plan` each copied file's redirects (request: `shared-ui`, or `icon:<Name>`), the kit
 * names the copy reads from the shell and the icons it renders from their definitions. Answers why not, or undefined.
 */
function copyFile(file, plan, own) {
  if (plan.files[file]) return undefined;
  const redirects = {};
  plan.files[file] = redirects;
  const info = readModule(file, plan.cache);
  const at = relative(plan.kitDir, file);
  if (info.state) return `${at} holds module state: ${info.state}`;
  if (info.contexts.length > 0) {
    const why = own ? remoteLocal(file, info, plan) : 'and is not the piece’s own file';
    if (why) return `${at} creates a React context ${why}`;
    plan.context = true;
  }
  const shell = (name) => locate(plan.entry, name, plan.cache);
  for (const { source, names, whole } of info.imports) {
    if (PLAIN_IMPORTS.some((pattern) => pattern.test(source))) continue;
    const icon = ICON.exec(source)?.[1];
    if (icon) {
      if (whole !== 'default' || names.length > 0) return `${at} imports ${source} other than as its default`;
      if (!same(shell(ICON_BASE.name), { package: ICON_BASE.package, imported: ICON_BASE.imported })) {
        return `${at} imports the icon ${icon}, and the kit does not export ${ICON_BASE.name}, the base its icons render through`;
      }
      const definition = iconDefinition(plan.kitDir, icon);
      if (!definition) return `${at} imports the icon ${icon}, whose definition does not resolve`;
      plan.icons[icon] = definition;
      plan.uses.add(ICON_BASE.name);
      redirects[source] = `icon:${icon}`;
      continue;
    }
    if (!isRelative(source)) {
      if (!REEXPORTED.some((pattern) => pattern.test(source))) return `${at} imports ${source}`;
      if (whole) return `${at} imports ${source} as a ${whole}`;
      for (const { imported } of names) {
        if (!same(shell(imported), { package: source, imported })) {
          return `${at} imports ${imported} from ${source}, which the kit does not export as such`;
        }
      }
      for (const { imported } of names) plan.uses.add(imported);
      redirects[source] = 'shared-ui';
      continue;
    }
    const target = resolveFile(file, source);
    if (!target) return `${at} imports ${source}, which does not resolve`;
    // Names the kit exports as the very bindings, under the same names, are read from the shell; else the file comes too.
    if (!whole && names.every(({ imported }) => same(shell(imported), locate(target, imported, plan.cache)))) {
      for (const { imported } of names) plan.uses.add(imported);
      redirects[source] = 'shared-ui';
      continue;
    }
    const why = copyFile(target, plan, false);
    if (why) return why;
  }
  return undefined;
}

/** Why the contexts a piece's file creates are not remote-local (see the rules above), or undefined when they are. */
function remoteLocal(file, info, plan) {
  if (info.contexts.includes('*')) return 'that no top-level constant holds';
  for (const context of info.contexts) {
    if ([...info.exports.values()].some((target) => target.local === context)) return `(${context}) and exports it`;
    if (!new RegExp(`<${context}(\\.Provider)?[\\s/>]`).test(info.code)) {
      return `(${context}) whose provider it does not render: the provider must be someone else's`;
    }
  }
  plan.importers ??= new Map();
  for (const other of kitFiles(join(plan.kitDir, 'src'))) {
    if (other === file) continue;
    const { imports } = readModule(other, plan.cache);
    if (imports.some(({ source }) => isRelative(source) && resolveFile(other, source) === file)) {
      return `that another file of the kit imports (${relative(plan.kitDir, other)}): its provider may be the shell's`;
    }
  }
  return undefined;
}

/**
 * Whether the kit's export `name` can be brought by a remote, and what its copy is: `file`, the piece's own file (none
 * for an icon, which is its definition rendered through the shell's `AntdIcon`); `files`, each kit file the copy
 * brings with the imports that read the shell's kit (`shared-ui`) or an icon's definition (`icon:<Name>`) instead;
 * `icons`, the definitions' files; `uses`, the kit names the copy reads from the shell; `context` when the piece's file
 * creates a (remote-local) React context, and then `exports`, the file's value exports, which must arrive together.
 * @param {string} kitDir the kit's package folder
 * @param {string} name an export of the kit's main entry point
 * @param {Map<string, object>} [cache] parsed files, shared between calls
 */
function analysePiece(kitDir, name, cache = new Map()) {
  const entry = entryOf(kitDir);
  const where = locate(entry, name, cache);
  if (!where) return { bring: false, why: `${name} is not an export of the kit` };
  const plan = { kitDir, entry, cache, files: {}, icons: {}, uses: new Set(), context: false };
  if (!where.file) {
    const icon = ICON.exec(where.package)?.[1];
    if (!icon || where.imported !== 'default')
      return { bring: false, why: `${name} is re-exported from ${where.package}` };
    if (!same(locate(entry, ICON_BASE.name, cache), { package: ICON_BASE.package, imported: ICON_BASE.imported })) {
      return {
        bring: false,
        why: `${name} is an icon, and the kit does not export ${ICON_BASE.name} to render it through`,
      };
    }
    const definition = iconDefinition(kitDir, icon);
    if (!definition) return { bring: false, why: `${name} is an icon whose definition does not resolve` };
    return { bring: true, icon, files: {}, icons: { [icon]: definition }, uses: [ICON_BASE.name], context: false };
  }
  const why = copyFile(where.file, plan, true);
  if (why) return { bring: false, why };
  const exports = plan.context ? { exports: [...readModule(where.file, cache).exports.keys()].sort() } : {};
  return {
    bring: true,
    file: where.file,
    files: plan.files,
    icons: plan.icons,
    uses: [...plan.uses].sort(),
    context: plan.context,
    ...exports,
  };
}

/** Every value name a kit file exports, its `export *` followed (a name that turns out a type is left out later). */
function exportNames(file, cache, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const info = readModule(file, cache);
  const stars = info.stars.filter(isRelative).flatMap((star) => {
    const next = resolveFile(file, star);
    return next ? exportNames(next, cache, seen) : [];
  });
  return [...info.exports.keys(), ...stars].filter((name) => name !== 'default');
}

/**
 * Each export of the kit in `kitDir` by what a remote can do with it against an older shell: `bringable` (a copy can
 * serve it: analysePiece), `reexported` (antd's and the router's names: their minor is the shell's to give) and
 * `refused` with the reason, each sorted by name. Type exports are left out (they compile to nothing).
 * @param {string} kitDir
 * @returns {{ bringable: string[], reexported: { name: string, from: string }[], refused: { name: string, why: string }[] }}
 */
function kitReport(kitDir) {
  const cache = new Map();
  const report = { bringable: [], reexported: [], refused: [] };
  const names = [...new Set(exportNames(entryOf(kitDir), cache))].sort();
  for (const name of names) {
    const piece = analysePiece(kitDir, name, cache);
    if (piece.bring) report.bringable.push(name);
    else {
      const where = locate(entryOf(kitDir), name, cache);
      if (!where) continue;
      if (where.package && !ICON.test(where.package)) report.reexported.push({ name, from: where.package });
      else report.refused.push({ name, why: piece.why });
    }
  }
  return report;
}

/** The module of an icon a copy renders: its definition through the shell's icon base. */
function renderIcon(icon, definition) {
  return [
    '// Generated by build-tools/kit-additions.cjs for this build; do not edit.',
    "import { createElement, forwardRef } from 'react';",
    `import { ${ICON_BASE.name} } from 'shared-ui';`,
    `import definition from ${JSON.stringify(definition)};`,
    `const ${icon} = forwardRef((props, ref) => createElement(${ICON_BASE.name}, { ...props, ref, icon: definition }));`,
    `${icon}.displayName = ${JSON.stringify(icon)};`,
    `export default ${icon};`,
    '',
  ].join('\n');
}

/**
 * The generated modules of a remote that brings `pieces` (`{ name, file }`, or `{ name, icon }` for an icon): the
 * facade its own code imports instead of `shared-ui` (every export of the shell's kit, and each brought piece from the
 * shell's kit when it has it, else from the fallback chunk, which loads only then) and the fallback chunk's module.
 * @param {{ name: string, file?: string, icon?: string }[]} pieces
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
    ...pieces.map((piece) =>
      piece.icon
        ? `export { default as ${piece.name} } from ${JSON.stringify(`./icons/${piece.icon}.js`)};`
        : `export { ${piece.name} } from ${JSON.stringify(piece.file)};`,
    ),
    '',
  ].join('\n');
  return { facade, additions };
}

/**
 * Writes the generated modules for the app in `appDir` and answers the webpack plugin that wires them: the app's
 * sources that import a brought piece (`importers`) read `shared-ui` through the facade, and the files the copies bring
 * read the kit, antd and the router from the shell's `shared-ui` and their icons from the generated icon modules.
 * Answers undefined when the app brings nothing.
 * @param {string} appDir
 * @param {{ brought: { name: string, file?: string, icon?: string, files: Record<string, Record<string, string>>,
 *   icons: Record<string, string> }[], importers: string[] }} plan
 */
function kitAdditionsPlugin(appDir, { brought, importers }) {
  if (brought.length === 0) return undefined;
  const webpack = require('webpack');
  const folder = join(appDir, 'node_modules', '.cache', 'kit-additions');
  mkdirSync(join(folder, 'icons'), { recursive: true });
  const { facade, additions } = renderAdditions(brought);
  const facadeFile = join(folder, 'facade.js');
  writeFileSync(facadeFile, facade);
  writeFileSync(join(folder, 'additions.js'), additions);
  const iconFile = (icon) => join(folder, 'icons', `${icon}.js`);
  for (const piece of brought) {
    for (const [icon, definition] of Object.entries(piece.icons))
      writeFileSync(iconFile(icon), renderIcon(icon, definition));
  }
  const readers = new Set(importers.map((file) => realpathSync(file)));
  const redirects = new Map();
  for (const piece of brought) {
    for (const [file, requests] of Object.entries(piece.files)) {
      const targets = Object.entries(requests).map(([request, target]) => [
        request,
        target.startsWith('icon:') ? iconFile(target.slice('icon:'.length)) : target,
      ]);
      redirects.set(realpathSync(file), new Map(targets));
    }
  }
  return new webpack.NormalModuleReplacementPlugin(/./, (data) => {
    const issuer = data.contextInfo?.issuer;
    if (!issuer) return;
    if (data.request === 'shared-ui' && readers.has(issuer)) data.request = facadeFile;
    else {
      const target = redirects.get(issuer)?.get(data.request);
      if (target) data.request = target;
    }
  });
}

module.exports = { analysePiece, kitAdditionsPlugin, kitReport, renderAdditions, renderIcon };
