/* global afterAll, describe, expect, it */
// The kit's additions a remote brings (Jest's 'tooling' project): which pieces a copy can serve safely, and the
// generated facade, run in Node against a kit that has the piece and one that lacks it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analysePiece, kitReport, renderAdditions, renderIcon } from './kit-additions.cjs';

const folder = mkdtempSync(join(tmpdir(), 'kit-additions-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A kit package of `files` (paths under src/) whose main entry point is src/index.ts; answers its folder. */
function kitOf(files) {
  const kit = mkdtempSync(join(folder, 'kit-'));
  writeFileSync(join(kit, 'package.json'), JSON.stringify({ name: 'shared-ui', exports: { '.': './src/index.ts' } }));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(join(kit, 'src', path, '..'), { recursive: true });
    writeFileSync(join(kit, 'src', path), code);
  }
  return kit;
}

const KIT = {
  'index.ts': [
    "export * from './antd';",
    "export * from './shell';",
    "export * from './badge';",
    "export * from './grid';",
    "export * from './context-piece';",
    "export { Tooltip as Hint } from 'antd';",
    "export { default as SearchOutlined } from '@ant-design/icons/es/icons/SearchOutlined';",
  ].join('\n'),
  'antd.ts': "export { Tag, Tooltip } from 'antd';\nexport { useLocation } from 'react-router';",
  'shell.tsx':
    "import { createContext, useContext } from 'react';\nconst Shell = createContext(1);\nexport function useShell() { return useContext(Shell); }",
  'badge.tsx': [
    "import { Tag } from 'antd';",
    "import { useLocation } from 'react-router';",
    "import type { ReactNode } from 'react';",
    "import { useShell } from './shell';",
    "import { BRAND } from 'shared-contracts';",
    'export function Badge(props: { children: ReactNode }) { useShell(); useLocation(); return <Tag color={BRAND}>{props.children}</Tag>; }',
  ].join('\n'),
  'grid.tsx':
    "import { Table } from 'antd';\nimport { helper } from './internal';\nexport const Grid = () => <Table rowKey={helper} />;",
  'internal.ts': 'export const helper = "id";',
  'context-piece.tsx': "import { createContext } from 'react';\nexport const Ctx = createContext(0);",
};

/** The kit of `KIT` and `more` files, with an icon package and one icon definition installed beside it. */
function kitWithIcons(more) {
  const kit = kitOf({ ...KIT, ...more });
  const icons = join(kit, 'node_modules', '@ant-design');
  mkdirSync(join(icons, 'icons'), { recursive: true });
  writeFileSync(join(icons, 'icons', 'package.json'), JSON.stringify({ name: '@ant-design/icons' }));
  mkdirSync(join(icons, 'icons-svg', 'es', 'asn'), { recursive: true });
  writeFileSync(join(icons, 'icons-svg', 'package.json'), JSON.stringify({ name: '@ant-design/icons-svg' }));
  writeFileSync(join(icons, 'icons-svg', 'es', 'asn', 'SearchOutlined.js'), "export default { name: 'search' };");
  return kit;
}

/** The kit's files a copy brings, relative to the kit's folder. */
const copied = (kit, piece) => Object.keys(piece.files).map((file) => file.slice(kit.length + 1));

describe('a piece of the kit a remote may bring', () => {
  const kit = kitOf(KIT);

  it('is one whose imports of the kit, antd and the router are names the kit exports: they are read from the shell', () => {
    const file = join(kit, 'src', 'badge.tsx');
    expect(analysePiece(kit, 'Badge')).toEqual({
      bring: true,
      file,
      files: { [file]: { antd: 'shared-ui', 'react-router': 'shared-ui', './shell': 'shared-ui' } },
      icons: {},
      uses: ['Tag', 'useLocation', 'useShell'],
      context: false,
    });
  });

  it('is not one that uses an antd name the kit does not re-export, or a context of the shell’s, or a re-export', () => {
    expect(analysePiece(kit, 'Grid')).toMatchObject({
      bring: false,
      why: expect.stringMatching(/imports Table from antd, which the kit does not export as such/),
    });
    expect(analysePiece(kit, 'Ctx')).toMatchObject({
      bring: false,
      why: expect.stringMatching(/creates a React context \(Ctx\) and exports it/),
    });
    expect(analysePiece(kit, 'useShell')).toMatchObject({
      bring: false,
      why: expect.stringMatching(/React context \(Shell\) whose provider it does not render/),
    });
    expect(analysePiece(kit, 'Hint')).toMatchObject({ bring: false, why: 'Hint is re-exported from antd' });
    expect(analysePiece(kit, 'Nothing')).toMatchObject({ bring: false });
  });

  it('copies along a kit internal the piece imports when it holds no state, and reads the rest from the shell', () => {
    const other = kitOf({
      ...KIT,
      'antd.ts': "export { Table, Tag, Tooltip } from 'antd';\nexport { useLocation } from 'react-router';",
      'index.ts': `${KIT['index.ts']}\nexport { helper as useShellHelper } from './internal';`,
      'internal.ts': [
        'export const helper = "id";',
        "const KEYS = new Set(['ArrowDown', 'j']);",
        'export const isKey = (key: string) => KEYS.has(key);',
        'export function ensureStyle(id: string) { if (!document.getElementById(id)) document.head.append(id); }',
      ].join('\n'),
    });
    const grid = analysePiece(other, 'Grid');
    expect(grid).toMatchObject({ bring: true, uses: ['Table'] });
    // The internal's name is public as another binding (useShellHelper), so the file comes along, not the shell's.
    expect(copied(other, grid)).toEqual(['src/grid.tsx', 'src/internal.ts']);
    expect(grid.files[join(other, 'src', 'grid.tsx')]).toEqual({ antd: 'shared-ui' });
  });

  it('is not one that copies along a file holding module state, or one the copy cannot bring', () => {
    const internal = (code) =>
      analysePiece(
        kitOf({
          ...KIT,
          'antd.ts': "export { Table, Tag, Tooltip } from 'antd';\nexport { useLocation } from 'react-router';",
          'internal.ts': code,
        }),
        'Grid',
      );
    expect(internal('export const helper = "id";\nlet count = 0;')).toMatchObject({
      bring: false,
      why: 'src/internal.ts holds module state: a top-level let (line 2)',
    });
    expect(
      internal(
        "export const helper = 'id';\nconst seen = new Map();\nexport const see = (key: string) => seen.set(key, 1);",
      ),
    ).toMatchObject({
      bring: false,
      why: expect.stringMatching(/holds module state: a collection it changes \(line 2\)/),
    });
    expect(internal("export const helper = 'id';\nexport const store = create();")).toMatchObject({
      bring: false,
      why: expect.stringMatching(/a constant that is not a literal or a function/),
    });
    expect(internal("export const helper = 'id';\nexport class Cache { static entries = new Map(); }")).toMatchObject({
      bring: false,
      why: expect.stringMatching(/a static field that is not a literal or a function \(line 2\)/),
    });
    expect(internal("import { create } from 'zustand';\nexport const helper = 'id';")).toMatchObject({
      bring: false,
      why: 'src/internal.ts imports zustand',
    });
    expect(
      internal("import { createContext } from 'react';\nconst C = createContext(1);\nexport const helper = 'id';"),
    ).toMatchObject({
      bring: false,
      why: expect.stringMatching(/creates a React context and is not the piece’s own file/),
    });
  });

  describe('a constant computed by a call', () => {
    /** Grid's verdict when it copies along an internal of `code` (which exports `helper`), with shared-contracts beside. */
    const internal = (code) => {
      const kit = kitOf({
        ...KIT,
        'antd.ts': "export { Table, Tag, Tooltip } from 'antd';\nexport { useLocation } from 'react-router';",
        'internal.ts': `export const helper = 'id';\n${code}`,
      });
      const contracts = join(kit, 'node_modules', 'shared-contracts');
      mkdirSync(join(contracts, 'src'), { recursive: true });
      writeFileSync(
        join(contracts, 'package.json'),
        JSON.stringify({ name: 'shared-contracts', exports: { '.': './src/index.ts' } }),
      );
      writeFileSync(join(contracts, 'src', 'index.ts'), "export * from './paths';\nexport const LIMIT = 100;");
      writeFileSync(
        join(contracts, 'src', 'paths.ts'),
        [
          "const PATHS: Record<string, string> = { a: '/a' };",
          'export function pathOf(name: string): string { return PATHS[name] ?? "/"; }',
          "export const kindOf = (name: string): 'a' | 'b' => (name === 'a' ? 'a' : 'b');",
          'export function placeOf(name: string): { path: string } { return { path: PATHS[name] ?? "/" }; }',
        ].join('\n'),
      );
      return analysePiece(kit, 'Grid');
    };
    const stateful = {
      bring: false,
      why: expect.stringMatching(/holds module state: a constant that is not a literal/),
    };

    it.each([
      ['a known built-in of Math', "import { LIMIT } from 'shared-contracts';\nconst MOST = Math.min(50, LIMIT);"],
      ['Object.freeze of a literal', 'const LOOKS = Object.freeze({ a: 1, b: [2, 3] });'],
      [
        'Object.fromEntries over Object.entries and a map that only computes',
        "import { COLORS } from 'shared-contracts';\nconst DOTS = Object.fromEntries(Object.values(COLORS).map((color) => [color, { background: color }]));",
      ],
      [
        'a chain of array methods over a literal',
        "const KEYS = ['a', 'bb', 'c'].filter((key) => key.length === 1).map((key) => `${key}!`).join(',');",
      ],
      ['a conversion', 'const TEXT = String(8);'],
      ["a symbol of the realm's registry by name", "const KEY = Symbol.for('shared-ui.key');"],
      [
        'a function of the file whose body only computes, called with values',
        "const dot = (background: string) => ({ width: 8, background });\nconst DOTS = { on: dot('red'), off: dot('grey') };",
      ],
      [
        'a function declaration of the file of one return',
        'function twice(n: number) { return n * 2; }\nconst SIZE = twice(Math.max(1, 2));',
      ],
      [
        'a shared-contracts function declared to answer a string or a union of literals',
        "import { kindOf, pathOf } from 'shared-contracts';\nconst PLACES = { a: { path: pathOf('a'), kind: kindOf('a') } };",
      ],
    ])('accepts %s', (_, code) => {
      expect(internal(code)).toMatchObject({ bring: true, uses: ['Table'] });
    });

    it.each([
      ['an unknown function', 'const store = create();'],
      ['a built-in that is not a pure one', 'const SEED = Math.random();'],
      ['a new symbol, unlike any copy’s', "const KEY = Symbol('shared-ui.key');"],
      ['a registered symbol of a computed name', "const KEY = Symbol.for(['a', 'b'].join('.'));"],
      [
        'a Symbol the file hides',
        "const Symbol = { for: (name: string) => ({ name }) };\nconst KEY = Symbol.for('a');",
      ],
      [
        'Object.freeze of another module’s object, which it would change',
        "import { COLORS } from 'shared-contracts';\nconst FROZEN = Object.freeze(COLORS);",
      ],
      [
        'Object.assign, which changes its target',
        "import { LIMIT } from 'shared-contracts';\nconst ALL = Object.assign(LIMIT, {});",
      ],
      ['a built-in the file hides', 'const Math = { min: (n: number) => n };\nconst MOST = Math.min(1);'],
      ['a spread argument', 'const NUMBERS = [1, 2];\nconst MOST = Math.max(...NUMBERS);'],
      [
        'a function of the file with statements',
        'function make() { const map = new Map(); return map; }\nconst MADE = make();',
      ],
      [
        'a function of the file that assigns',
        'const mark = (target: { n: number }) => (target.n = 1);\nconst MARKED = mark({ n: 0 });',
      ],
      [
        'a function of the file that calls itself',
        'const loop = (n: number): number => loop(n);\nconst LOOPED = loop(1);',
      ],
      ['an async function of the file', 'const later = async () => 1;\nconst LATER = later();'],
      ['a callback with an effect', "const seen: string[] = [];\nconst KEYS = ['a'].map((key) => seen.push(key));"],
      [
        'a callback of the file with statements',
        "function keep(key: string) { if (key) return true; return false; }\nconst KEPT = ['a'].filter(keep);",
      ],
      [
        'an array method on what may not be an array',
        "import { LIST } from 'shared-contracts';\nconst ALL = LIST.map((item: string) => item);",
      ],
      [
        'a shared-contracts function that answers an object',
        "import { placeOf } from 'shared-contracts';\nconst PLACE = placeOf('a');",
      ],
      [
        'a call of a parameter inside an inlined function',
        'const apply = (f: () => number) => f();\nconst ONE = apply(() => 1);',
      ],
    ])('refuses %s', (_, code) => {
      expect(internal(code)).toMatchObject(stateful);
    });
  });

  it.each(['StatusLabel', 'OptionsFilterControl', 'PIVOT_GRIDS', 'gridLink', 'VerdictTag'])(
    'brings the kit’s %s, whose constants are computed by calls that only compute (no cache)',
    (name) => {
      expect(analysePiece(join(__dirname, '..', 'shared-ui'), name)).toMatchObject({ bring: true });
    },
  );

  it('brings a context the piece creates, provides and keeps to itself, and no other', () => {
    const steps = [
      "import { createContext, useContext } from 'react';",
      "import type { ReactNode } from 'react';",
      'const Step = createContext(0);',
      'function Current() { return <b>{useContext(Step)}</b>; }',
      'export function Steps(props: { at: number; children: ReactNode }) {',
      '  return <Step.Provider value={props.at}><Current />{props.children}</Step.Provider>;',
      '}',
    ].join('\n');
    const local = kitOf({ ...KIT, 'index.ts': `${KIT['index.ts']}\nexport * from './steps';`, 'steps.tsx': steps });
    expect(analysePiece(local, 'Steps')).toMatchObject({ bring: true, context: true, exports: ['Steps'] });
    // Another file of the kit imports it: that file (the shell's, say) may render its provider around the remote.
    const shared = kitOf({
      ...KIT,
      'index.ts': `${KIT['index.ts']}\nexport * from './steps';\nexport * from './frame';`,
      'steps.tsx': steps,
      'frame.tsx': "import { Steps } from './steps';\nexport const Frame = () => <Steps at={1}>{null}</Steps>;",
    });
    expect(analysePiece(shared, 'Steps')).toMatchObject({
      bring: false,
      why: "src/steps.tsx creates a React context that another file of the kit imports (src/frame.tsx): its provider may be the shell's",
    });
  });

  it('brings an icon as its definition rendered through the shell’s icon base, once the kit exports the base', () => {
    const piece = {
      'search.tsx': [
        "import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';",
        "import { Tag } from 'antd';",
        'export const Search = () => <Tag icon={<SearchOutlined />}>Search</Tag>;',
      ].join('\n'),
    };
    const before = kitWithIcons({ ...piece, 'index.ts': `${KIT['index.ts']}\nexport * from './search';` });
    expect(analysePiece(before, 'SearchOutlined')).toMatchObject({
      bring: false,
      why: 'SearchOutlined is an icon, and the kit does not export AntdIcon to render it through',
    });
    expect(analysePiece(before, 'Search')).toMatchObject({
      bring: false,
      why: expect.stringMatching(/imports the icon SearchOutlined, and the kit does not export AntdIcon/),
    });
    const base = "export { default as AntdIcon } from '@ant-design/icons/es/components/AntdIconLight';";
    const after = kitWithIcons({ ...piece, 'index.ts': `${KIT['index.ts']}\nexport * from './search';\n${base}` });
    const definition = join(after, 'node_modules', '@ant-design', 'icons-svg', 'es', 'asn', 'SearchOutlined.js');
    expect(analysePiece(after, 'SearchOutlined')).toEqual({
      bring: true,
      icon: 'SearchOutlined',
      files: {},
      icons: { SearchOutlined: definition },
      uses: ['AntdIcon'],
      context: false,
    });
    const search = analysePiece(after, 'Search');
    expect(search).toMatchObject({ bring: true, uses: ['AntdIcon', 'Tag'], icons: { SearchOutlined: definition } });
    expect(search.files[join(after, 'src', 'search.tsx')]).toEqual({
      '@ant-design/icons/es/icons/SearchOutlined': 'icon:SearchOutlined',
      antd: 'shared-ui',
    });
    const icon = renderIcon('SearchOutlined', definition);
    expect(icon).toContain("import { AntdIcon } from 'shared-ui';");
    expect(icon).toContain(`import definition from ${JSON.stringify(definition)};`);
    expect(renderAdditions([{ name: 'SearchOutlined', icon: 'SearchOutlined' }]).additions).toContain(
      'export { default as SearchOutlined } from "./icons/SearchOutlined.js";',
    );
  });
});

describe('the report of what a remote can bring', () => {
  it('sorts every value export of the kit into brought, re-exported (with the package) and refused (with why)', () => {
    const report = kitReport(
      kitOf({
        ...KIT,
        'index.ts': `${KIT['index.ts']}\nexport * from './types';\nexport type { Shape as Form } from './types';`,
        'types.ts': 'export interface Shape { a: number }',
      }),
    );
    expect(report.bringable).toEqual(['Badge']);
    expect(report.reexported).toEqual([
      { name: 'Hint', from: 'antd' },
      { name: 'Tag', from: 'antd' },
      { name: 'Tooltip', from: 'antd' },
      { name: 'useLocation', from: 'react-router' },
    ]);
    expect(report.refused).toEqual([
      { name: 'Ctx', why: 'src/context-piece.tsx creates a React context (Ctx) and exports it' },
      { name: 'Grid', why: 'src/grid.tsx imports Table from antd, which the kit does not export as such' },
      {
        name: 'SearchOutlined',
        why: 'SearchOutlined is an icon, and the kit does not export AntdIcon to render it through',
      },
      {
        name: 'useShell',
        why: "src/shell.tsx creates a React context (Shell) whose provider it does not render: the provider must be someone else's",
      },
    ]);
  });
});

describe('the facade of a remote that brings pieces', () => {
  /** Runs the generated facade in Node against a kit with `kitCode`; answers what it exports and what loaded. */
  function runFacade(kitCode) {
    const at = mkdtempSync(join(folder, 'facade-'));
    writeFileSync(join(at, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(join(at, 'kit.js'), kitCode);
    writeFileSync(join(at, 'probe.js'), "globalThis.loaded.push('probe.js');\nexport const Probe = 'the copy';");
    const { facade, additions } = renderAdditions([{ name: 'Probe', file: join(at, 'probe.js') }]);
    writeFileSync(join(at, 'facade.js'), facade.replaceAll("'shared-ui'", "'./kit.js'"));
    writeFileSync(join(at, 'additions.js'), `globalThis.loaded.push('additions.js');\n${additions}`);
    const script = [
      'globalThis.loaded = [];',
      `const facade = await import(${JSON.stringify(pathToFileURL(join(at, 'facade.js')).href)});`,
      'console.log(JSON.stringify({ Probe: facade.Probe, Grid: facade.Grid, loaded: globalThis.loaded }));',
    ].join('\n');
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
  }

  it("answers the shell's piece and loads no copy when the shell's kit has it", () => {
    expect(runFacade("export const Grid = 'grid';\nexport const Probe = 'the shell’s';")).toEqual({
      Probe: 'the shell’s',
      Grid: 'grid',
      loaded: [],
    });
  });

  it("loads the copy only when the shell's kit lacks the piece, and still answers the kit's other exports", () => {
    expect(runFacade("export const Grid = 'grid';")).toEqual({
      Probe: 'the copy',
      Grid: 'grid',
      loaded: ['probe.js', 'additions.js'],
    });
  });
});
