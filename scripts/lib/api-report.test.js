/* global afterAll, describe, expect, it */
// The kit's API reports (Jest's 'tooling' project): the classifier on small fixture packages (removed, changed, added,
// unchanged), the version rule, the report's round trip, and the committed reports against the code.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REPORTED_PACKAGES,
  REPORT_FILE,
  VERSIONED_PACKAGES,
  VERSIONS_FILE,
  bumpBetween,
  classifyChange,
  collectSurfaces,
  compareWithReport,
  describeComparison,
  parseReport,
  parseVersions,
  recordVersions,
  renderReport,
  renderVersions,
} from './api-report.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = mkdtempSync(join(tmpdir(), 'api-report-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A one-file package `kit` at `version` whose entry point has `source`; answers its surface. */
function surfaceOf(source, version = '1.0.0') {
  const root = mkdtempSync(join(folder, 'case-'));
  mkdirSync(join(root, 'kit', 'src'), { recursive: true });
  writeFileSync(
    join(root, 'kit', 'package.json'),
    JSON.stringify({ name: 'kit', version, exports: { '.': './src/index.ts' } }),
  );
  writeFileSync(
    join(root, 'kit', 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        types: [],
        lib: ['es2022'],
      },
    }),
  );
  writeFileSync(join(root, 'kit', 'src', 'index.ts'), source);
  return collectSurfaces(root, [{ name: 'kit', entryPoints: ['.'] }])[0];
}

const BASE = [
  'export interface Row { id: string }',
  'export function rowKey(row: Row): string { return row.id; }',
  'export const LIMIT = 20;',
  'export class Store { constructor(readonly name: string) {} private secret = 1; size(): number { return this.secret; } }',
].join('\n');

describe('the surface of a package', () => {
  it('lists every export sorted, with its kind and declared text, comments and bodies left out', () => {
    const { name, version, surface } = surfaceOf(`/** A row. */\n${BASE}`);
    expect({ name, version }).toEqual({ name: 'kit', version: '1.0.0' });
    expect(surface['.']).toEqual([
      { name: 'LIMIT', kind: 'const', text: 'const LIMIT: 20;' },
      { name: 'Row', kind: 'interface', text: 'interface Row {\n}' },
      { name: 'Row.id', kind: 'member', text: 'id: string;' },
      {
        name: 'Store',
        kind: 'class',
        text: 'export class Store {\n  constructor(name: string): Store;\n  size(): number;\n}',
      },
      { name: 'rowKey', kind: 'function', text: 'function rowKey(row: Row): string;' },
    ]);
  });

  it('reads back from its report unchanged', () => {
    const surface = surfaceOf(BASE);
    expect(parseReport(renderReport(surface))).toEqual(surface);
  });
});

describe('classifyChange', () => {
  const before = surfaceOf(BASE).surface;

  it('answers none when nothing changed but comments and bodies', () => {
    const after = surfaceOf(`// Rows.\n${BASE.replace('return row.id;', 'return String(row.id);')}`).surface;
    expect(classifyChange(before, after)).toEqual({ level: 'none', removed: [], changed: [], added: [] });
  });

  it('answers minor for an added export', () => {
    const after = surfaceOf(`${BASE}\nexport const PAGE = 50;`).surface;
    expect(classifyChange(before, after)).toEqual({ level: 'minor', removed: [], changed: [], added: ['. PAGE'] });
  });

  it('answers major for a removed export, even beside an added one', () => {
    const after = surfaceOf(`${BASE.replace('export const LIMIT', 'const LIMIT')}\nexport const PAGE = 50;`).surface;
    expect(classifyChange(before, after)).toMatchObject({ level: 'major', removed: ['. LIMIT'], added: ['. PAGE'] });
  });

  it('answers major for a changed signature or type', () => {
    const after = surfaceOf(BASE.replace('rowKey(row: Row)', 'rowKey(row: Row, prefix: string)')).surface;
    expect(classifyChange(before, after)).toMatchObject({ level: 'major', changed: ['. rowKey'] });
    const narrower = surfaceOf(BASE.replace('{ id: string }', '{ id: number }')).surface;
    expect(classifyChange(before, narrower)).toMatchObject({ level: 'major', changed: ['. Row.id'] });
  });

  it("answers minor for a member added to an object type (a path of the API's, a property), major for one removed", () => {
    const wider = surfaceOf(BASE.replace('{ id: string }', '{ id: string; name: string }')).surface;
    expect(classifyChange(before, wider)).toEqual({ level: 'minor', removed: [], changed: [], added: ['. Row.name'] });
    const paths = (members) => surfaceOf(`export interface Paths { ${members} }`).surface;
    expect(
      classifyChange(paths('"/a": { get: string };'), paths('"/a": { get: string }; "/b": { post: string };')),
    ).toEqual({
      level: 'minor',
      removed: [],
      changed: [],
      added: ['. Paths["/b"]'],
    });
    expect(classifyChange(wider, before)).toMatchObject({ level: 'major', removed: ['. Row.name'] });
  });

  it("answers major for a required prop added to a component's props, minor for an optional one", () => {
    const props = (members) => surfaceOf(`export interface TagProps { label: string; ${members} }`).surface;
    expect(classifyChange(props(''), props('tone?: string;'))).toMatchObject({
      level: 'minor',
      added: ['. TagProps.tone'],
    });
    expect(classifyChange(props(''), props('tone: string;'))).toMatchObject({
      level: 'major',
      changed: ['. TagProps.tone'],
      added: [],
    });
    expect(classifyChange(props(''), props('readonly onPick: (value: string) => void;'))).toMatchObject({
      level: 'major',
    });
  });
});

describe('the version rule', () => {
  it('measures how far a version moved', () => {
    expect(bumpBetween('1.2.3', '2.0.0')).toBe('major');
    expect(bumpBetween('1.2.3', '1.3.0')).toBe('minor');
    expect(bumpBetween('1.2.3', '1.2.4')).toBe('patch');
    expect(bumpBetween('1.2.3', '1.2.3')).toBe('none');
    expect(bumpBetween('1.2.3', '1.1.9')).toBe('backwards');
  });

  it('asks for a major after a removal, and is content once the version has it', () => {
    const committed = surfaceOf(BASE, '1.4.2');
    const removed = surfaceOf(BASE.replace('export const LIMIT', 'const LIMIT'), '1.5.0');
    expect(compareWithReport(committed, removed)).toMatchObject({ ok: false, required: '2.0.0', enough: false });
    expect(describeComparison('kit', committed, removed, compareWithReport(committed, removed))).toMatch(
      /removed: \. LIMIT[\s\S]*Set "version" in kit\/package\.json to 2\.0\.0 or above/,
    );
    const bumped = { ...removed, version: '2.0.0' };
    expect(compareWithReport(committed, bumped)).toMatchObject({ ok: false, enough: true });
  });

  it('asks for a minor after an addition; a report of another version than the package is out of date', () => {
    const committed = surfaceOf(BASE, '1.4.2');
    const added = surfaceOf(`${BASE}\nexport const PAGE = 50;`, '1.4.3');
    expect(compareWithReport(committed, added)).toMatchObject({ required: '1.5.0', enough: false });
    expect(compareWithReport(committed, { ...committed, version: '1.4.3' })).toMatchObject({ ok: false, enough: true });
    expect(compareWithReport(committed, committed)).toMatchObject({ ok: true });
  });
});

describe("the record of each export's first version", () => {
  const WITH_PROPS = `${BASE}\nexport interface GridProps { rows: Row[] }\nexport function Grid(props: GridProps): string { return props.rows[0]?.id ?? ''; }`;

  it('starts every export of a new major at its first version, and reads back from its file', () => {
    const record = recordVersions(surfaceOf(WITH_PROPS, '2.0.0'), undefined);
    expect(record).toEqual({
      package: 'kit',
      version: '2.0.0',
      exports: {
        '.': { Grid: '2.0.0', GridProps: '2.0.0', LIMIT: '2.0.0', Row: '2.0.0', Store: '2.0.0', rowKey: '2.0.0' },
      },
    });
    expect(parseVersions(renderVersions(record))).toEqual(record);
  });

  it('keeps the version of an unchanged export and gives an added one the version that adds it', () => {
    const first = surfaceOf(WITH_PROPS, '2.0.0');
    const next = surfaceOf(`${WITH_PROPS}\nexport const PAGE = 50;`, '2.1.0');
    const record = recordVersions(next, { record: recordVersions(first, undefined), surface: first.surface });
    expect(record.exports['.']).toMatchObject({ PAGE: '2.1.0', LIMIT: '2.0.0', Grid: '2.0.0', rowKey: '2.0.0' });
  });

  it('moves a component with its props: a prop added to the type is an addition to both, and to what names them', () => {
    const first = surfaceOf(WITH_PROPS, '2.0.0');
    const next = surfaceOf(WITH_PROPS.replace('rows: Row[] }', 'rows: Row[]; dense?: boolean }'), '2.1.0');
    const record = recordVersions(next, { record: recordVersions(first, undefined), surface: first.surface });
    expect(record.exports['.']).toMatchObject({ GridProps: '2.1.0', Grid: '2.1.0', Row: '2.0.0', rowKey: '2.0.0' });
    // A later minor keeps those versions.
    const later = surfaceOf(
      `${WITH_PROPS.replace('rows: Row[] }', 'rows: Row[]; dense?: boolean }')}\nexport const X = 1;`,
      '2.2.0',
    );
    expect(recordVersions(later, { record, surface: next.surface }).exports['.']).toMatchObject({
      Grid: '2.1.0',
      X: '2.2.0',
    });
  });

  it('starts again at a new major', () => {
    const first = surfaceOf(WITH_PROPS, '2.3.0');
    const next = surfaceOf(WITH_PROPS.replace('export const LIMIT', 'const LIMIT'), '3.0.0');
    const record = recordVersions(next, { record: recordVersions(first, undefined), surface: first.surface });
    expect(new Set(Object.values(record.exports['.']))).toEqual(new Set(['3.0.0']));
  });
});

describe('the committed reports', () => {
  it('match the code (else run npm run api-report, after bumping the version the change needs)', () => {
    const problems = collectSurfaces(ROOT, REPORTED_PACKAGES).flatMap((current) => {
      const text = readFileSync(join(ROOT, current.name, REPORT_FILE), 'utf8');
      if (text === renderReport(current)) return [];
      const committed = parseReport(text);
      return [describeComparison(current.name, committed, current, compareWithReport(committed, current))];
    });
    expect(problems.join('\n\n')).toBe('');
  });

  it("and the record of each export's version match them (else run npm run api-report)", () => {
    const problems = collectSurfaces(ROOT, REPORTED_PACKAGES)
      .filter((current) => VERSIONED_PACKAGES.includes(current.name))
      .flatMap((current) => {
        const text = readFileSync(join(ROOT, current.name, VERSIONS_FILE), 'utf8');
        const committed = parseReport(readFileSync(join(ROOT, current.name, REPORT_FILE), 'utf8'));
        const expected = renderVersions(
          recordVersions(current, { record: parseVersions(text), surface: committed.surface }),
        );
        return text === expected ? [] : [`${current.name}/${VERSIONS_FILE} differs from the code`];
      });
    expect(problems).toEqual([]);
  });
});
