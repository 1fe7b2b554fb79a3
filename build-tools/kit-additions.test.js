/* global afterAll, describe, expect, it */
// The kit's additions a remote brings (Jest's 'tooling' project): which pieces a copy can serve safely, and the
// generated facade, run in Node against a kit that has the piece and one that lacks it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analysePiece, renderAdditions } from './kit-additions.cjs';

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

describe('a piece of the kit a remote may bring', () => {
  const kit = kitOf(KIT);

  it('is one whose imports of the kit, antd and the router are names the kit exports: they are read from the shell', () => {
    expect(analysePiece(kit, 'Badge')).toEqual({
      bring: true,
      file: join(kit, 'src', 'badge.tsx'),
      uses: ['Tag', 'useLocation', 'useShell'],
      redirects: ['./shell', 'antd', 'react-router'],
    });
  });

  it('is not one that imports what the kit does not export as such, creates a context, or is a re-export', () => {
    expect(analysePiece(kit, 'Grid')).toMatchObject({
      bring: false,
      why: expect.stringMatching(/imports Table from antd/),
    });
    expect(analysePiece(kit, 'Ctx')).toMatchObject({
      bring: false,
      why: expect.stringMatching(/creates a React context/),
    });
    expect(analysePiece(kit, 'useShell')).toMatchObject({ bring: false, why: expect.stringMatching(/React context/) });
    expect(analysePiece(kit, 'Hint')).toMatchObject({ bring: false, why: 'Hint is re-exported from antd' });
    expect(analysePiece(kit, 'Nothing')).toMatchObject({ bring: false });
  });

  it('is not one whose internal import has the name of a public export that is another binding', () => {
    const other = kitOf({
      ...KIT,
      'index.ts': `${KIT['index.ts']}\nexport { helper as useShellHelper } from './internal';\nexport * from './uses-internal';`,
      'uses-internal.tsx': "import { helper } from './internal';\nexport const UsesInternal = () => helper;",
    });
    expect(analysePiece(other, 'UsesInternal')).toMatchObject({ bring: false, why: expect.stringMatching(/helper/) });
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
