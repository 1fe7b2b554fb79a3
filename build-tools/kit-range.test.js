/* global afterAll, describe, expect, it */
// The least kit version an app declares (Jest's 'tooling' project): the names a source imports from the kit, and the
// least version that has them all according to the kit's record.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appKitImports, kitImportsOf, kitRanges, leastVersion, planKit } from './kit-range.cjs';

const folder = mkdtempSync(join(tmpdir(), 'kit-range-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const RECORD = {
  version: '2.3.1',
  exports: {
    '.': { DataGrid: '2.0.0', formatBytes: '2.0.0', ChartMarks: '2.2.0', CopyOutlined: '2.3.0' },
    './core': { useSession: '2.0.0', useToast: '2.1.0' },
  },
};

describe('the kit names a source imports', () => {
  it('reads value imports and re-exports by entry point, and leaves type-only ones and other packages out', () => {
    const code = [
      "import { DataGrid, type DataGridProps, formatBytes as bytes } from 'shared-ui';",
      "import type { ColumnDef } from 'shared-ui';",
      "import { useToast } from 'shared-ui/core';",
      "import { renderWithKit } from 'shared-ui/testing';",
      "import { Button } from 'antd';",
      "export { ChartMarks } from 'shared-ui';",
      "export type { Toast } from 'shared-ui/core';",
    ].join('\n');
    expect(kitImportsOf(code, 'page.tsx')).toEqual({
      'shared-ui': ['ChartMarks', 'DataGrid', 'formatBytes'],
      'shared-ui/core': ['useToast'],
    });
  });

  it('reads a namespace import, export * and import() as every name', () => {
    expect(kitImportsOf("import * as kit from 'shared-ui';")).toEqual({ 'shared-ui': ['*'] });
    expect(kitImportsOf("export * from 'shared-ui/core';")).toEqual({ 'shared-ui/core': ['*'] });
    expect(kitImportsOf("const kit = () => import('shared-ui');", 'lazy.ts')).toEqual({ 'shared-ui': ['*'] });
  });

  it("gathers an app's sources, not its tests or test helpers", () => {
    const app = mkdtempSync(join(folder, 'app-'));
    mkdirSync(join(app, 'src', 'features'), { recursive: true });
    mkdirSync(join(app, 'src', 'testing'), { recursive: true });
    writeFileSync(join(app, 'src', 'features', 'page.tsx'), "import { DataGrid } from 'shared-ui';\n");
    writeFileSync(join(app, 'src', 'features', 'page.test.tsx'), "import { ChartMarks } from 'shared-ui';\n");
    writeFileSync(join(app, 'src', 'testing', 'shell.tsx'), "import { CopyOutlined } from 'shared-ui';\n");
    writeFileSync(join(app, 'src', 'entry.ts'), "import { useSession } from 'shared-ui/core';\n");
    expect(appKitImports(app)).toEqual({ 'shared-ui': ['DataGrid'], 'shared-ui/core': ['useSession'] });
  });
});

describe('the least kit version', () => {
  it('is the newest first version among the names imported, not the version built with', () => {
    expect(leastVersion('2.3.1', ['DataGrid', 'ChartMarks'], RECORD, '.')).toEqual({
      version: '2.2.0',
      by: ['ChartMarks'],
    });
    expect(leastVersion('2.3.1', ['DataGrid', 'formatBytes'], RECORD, '.')).toEqual({ version: '2.0.0', by: [] });
    expect(leastVersion('2.3.1', [], RECORD, './core')).toEqual({ version: '2.0.0', by: [] });
  });

  it('is the version built with for every name, an unknown name, or a record of another version', () => {
    expect(leastVersion('2.3.1', ['DataGrid', '*'], RECORD, '.').version).toBe('2.3.1');
    expect(leastVersion('2.3.1', ['Unheard'], RECORD, '.').version).toBe('2.3.1');
    expect(leastVersion('2.4.0', ['DataGrid'], RECORD, '.').version).toBe('2.4.0');
    expect(leastVersion('2.4.0', ['DataGrid'], undefined, '.').version).toBe('2.4.0');
  });

  it("declares ^major.<least minor>.0 for each entry point, from the kit's record file", () => {
    const root = mkdtempSync(join(folder, 'ranges-'));
    const app = join(root, 'app');
    const kit = join(root, 'kit');
    mkdirSync(join(app, 'src'), { recursive: true });
    mkdirSync(kit);
    writeFileSync(join(kit, 'api-versions.json'), JSON.stringify(RECORD));
    writeFileSync(join(app, 'src', 'page.tsx'), "import { DataGrid, CopyOutlined } from 'shared-ui';\n");
    expect(kitRanges(app, kit, '2.3.1')).toEqual({
      'shared-ui': { range: '^2.3.0', by: ['CopyOutlined'] },
      'shared-ui/core': { range: '^2.0.0', by: [] },
    });
  });
});

describe('a remote that brings the newer pieces it imports', () => {
  /** A kit at 2.3.0 whose Badge (2.3.0) can be brought and whose Grid (2.2.0) cannot; answers app and kit folders. */
  function fixture(page) {
    const root = mkdtempSync(join(folder, 'plan-'));
    const kit = join(root, 'kit');
    const app = join(root, 'app');
    mkdirSync(join(kit, 'src'), { recursive: true });
    mkdirSync(join(app, 'src'), { recursive: true });
    writeFileSync(join(kit, 'package.json'), JSON.stringify({ name: 'shared-ui', exports: { '.': './src/index.ts' } }));
    writeFileSync(
      join(kit, 'src', 'index.ts'),
      "export { Tag } from 'antd';\nexport * from './badge';\nexport * from './grid';\nexport * from './fancy';",
    );
    writeFileSync(join(kit, 'src', 'badge.tsx'), "import { Tag } from 'antd';\nexport const Badge = () => <Tag />;");
    writeFileSync(join(kit, 'src', 'grid.tsx'), "import { Table } from 'antd';\nexport const Grid = () => <Table />;");
    // A piece that could be brought, but reads a piece as new as itself that cannot.
    writeFileSync(
      join(kit, 'src', 'fancy.tsx'),
      "import { Grid } from './grid';\nexport const Fancy = () => <Grid />;",
    );
    writeFileSync(
      join(kit, 'api-versions.json'),
      JSON.stringify({
        version: '2.3.0',
        exports: { '.': { Tag: '2.0.0', Badge: '2.3.0', Grid: '2.2.0', Fancy: '2.3.0' }, './core': {} },
      }),
    );
    writeFileSync(join(app, 'src', 'page.tsx'), page);
    return { app, kit };
  }

  it('leaves the brought pieces out of its range', () => {
    const { app, kit } = fixture("import { Badge, Tag } from 'shared-ui';\n");
    const plan = planKit(app, kit, '2.3.0', { bring: true });
    expect(plan.ranges['shared-ui']).toEqual({ range: '^2.0.0', by: [] });
    expect(plan.brought).toEqual([
      expect.objectContaining({
        name: 'Badge',
        since: '2.3.0',
        uses: ['Tag'],
        files: { [join(kit, 'src', 'badge.tsx')]: { antd: 'shared-ui' } },
      }),
    ]);
    // Only the sources that import a brought piece read the kit through the facade.
    writeFileSync(join(app, 'src', 'other.tsx'), "import { Tag } from 'shared-ui';\n");
    expect(planKit(app, kit, '2.3.0', { bring: true }).importers).toEqual([join(app, 'src', 'page.tsx')]);
    // Without bringing (the host, a development build), the range covers it.
    expect(planKit(app, kit, '2.3.0').ranges['shared-ui'].range).toBe('^2.3.0');
  });

  it('counts what cannot be brought, and the kit names a brought piece reads, toward its range', () => {
    const { app, kit } = fixture("import { Badge, Grid } from 'shared-ui';\n");
    const plan = planKit(app, kit, '2.3.0', { bring: true });
    expect(plan.ranges['shared-ui'].range).toBe('^2.2.0');
    expect(plan.brought.map((piece) => piece.name)).toEqual(['Badge']);
    const reads = fixture("import { Fancy } from 'shared-ui';\n");
    const fancy = planKit(reads.app, reads.kit, '2.3.0', { bring: true });
    expect(fancy.ranges['shared-ui'].range).toBe('^2.2.0');
    expect(fancy.brought.map((piece) => piece.name)).toEqual(['Fancy']);
  });

  it('brings a piece that creates its own context only when all the exports of its file arrived in one minor', () => {
    /** The fixture with steps.tsx (a context it provides and keeps to itself), Steps at 2.3.0 and StepTitle at `title`. */
    const withSteps = (title) => {
      const { app, kit } = fixture("import { Steps } from 'shared-ui';\n");
      writeFileSync(
        join(kit, 'src', 'steps.tsx'),
        [
          "import { createContext, useContext } from 'react';",
          'const Step = createContext(0);',
          'export const StepTitle = () => <b>{useContext(Step)}</b>;',
          'export const Steps = (props: { at: number }) => <Step.Provider value={props.at}><StepTitle /></Step.Provider>;',
        ].join('\n'),
      );
      writeFileSync(join(kit, 'src', 'index.ts'), "export { Tag } from 'antd';\nexport * from './steps';");
      const record = { Tag: '2.0.0', Steps: '2.3.0', StepTitle: title };
      writeFileSync(join(kit, 'api-versions.json'), JSON.stringify({ version: '2.3.0', exports: { '.': record } }));
      return planKit(app, kit, '2.3.0', { bring: true });
    };
    const together = withSteps('2.3.0');
    expect(together.brought.map((piece) => piece.name)).toEqual(['Steps']);
    expect(together.ranges['shared-ui'].range).toBe('^2.0.0');
    // A shell of 2.2 would have StepTitle (reading its own context) but not Steps: a copy of Steps is not brought.
    const apart = withSteps('2.2.0');
    expect(apart.brought).toEqual([]);
    expect(apart.ranges['shared-ui'].range).toBe('^2.3.0');
  });
});
