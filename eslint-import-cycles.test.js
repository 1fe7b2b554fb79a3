/* global afterAll */
// The local rule of eslint-import-cycles.js, run by ESLint's RuleTester (Jest's 'tooling' project): a cycle made of
// type-only imports or re-exports, which import-x/no-cycle does not see, is reported; an import with no way back is not.
// The rule follows imports on disk, so the modules it reads are written to a fresh folder first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { importCycles } from './eslint-import-cycles.js';

const folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes a module of the folder and answers its file name and text, as a RuleTester case takes them. */
function module(name, code) {
  const filename = join(folder, name);
  writeFileSync(filename, code);
  return { filename, code };
}

// api/incidents.ts and schemas/incidents.ts importing each other's types only: the cycle the rule is there for.
const api = module('api.ts', "import type { IncidentRow } from './schema';\nexport type Incident = IncidentRow;\n");
module(
  'schema.ts',
  "import type { Incident } from './api';\nexport type IncidentRow = { id: string; of?: Incident };\n",
);
// The same through a type re-export, and through an `import('…')` type.
const reexport = module('index.ts', "export type { Row } from './row';\nexport type Id = string;\n");
module('row.ts', "import type { Id } from './index';\nexport type Row = { id: Id };\n");
const importType = module('key.ts', "export type Key = import('./lookup').Lookup;\n");
module('lookup.ts', "import type { Key } from './key';\nexport type Lookup = { key?: Key };\n");
// Types imported and re-exported one way only.
const leaf = module('leaf.ts', 'export type Leaf = string;\n');
const user = module(
  'user.ts',
  "import type { Leaf } from './leaf';\nexport type { Leaf as Name } from './leaf';\nexport type User = Leaf;\n",
);

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('local/no-import-cycle', importCycles.rules['no-import-cycle'], {
  valid: [
    { name: 'types imported and re-exported one way', ...user },
    { name: 'a module importing nothing', ...leaf },
  ],
  invalid: [
    { name: 'two modules importing each other’s types', ...api, errors: [{ messageId: 'cycle' }] },
    { name: 'a type re-export leading back', ...reexport, errors: [{ messageId: 'cycle' }] },
    { name: "an import('…') type leading back", ...importType, errors: [{ messageId: 'cycle' }] },
  ],
});
