// One flat config for the whole workspace, one named block per concern.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { importCycles } from './eslint-import-cycles.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

// The remotes are written once, in shared-contracts/src/remotes.json.
const REMOTES = JSON.parse(
  readFileSync(new URL('./shared-contracts/src/remotes.json', import.meta.url), 'utf8'),
).remotes.map((remote) => remote.package);

/** An import restriction: packages by name (and their deep paths) and relative escapes into other folders. */
function forbid(packages, message) {
  return {
    regex: `^(${packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/.*)?$`,
    message,
  };
}
/** The api also reads the resources' schemas (TypeBox), which front ends never load. */
const apiDeepImports = {
  group: ['shared-ui/*', 'shared-contracts/*', '!shared-contracts/schemas'],
  message: 'Import workspace packages by name only (the api may also import shared-contracts/schemas).',
};
const apiBoundaries = [
  forbid(
    [...REMOTES, 'host-shell', 'shared-ui', 'react', 'react-dom', 'antd'],
    'The api never imports React or front-end packages.',
  ),
  apiDeepImports,
];
/** api/src/testing holds casts and helpers for tests and benches (uncheckedRows<T>); the product never imports it. */
const apiTestingOnlyInTests = {
  regex: '^\\.{1,2}/(.*/)?testing(/.*)?$',
  message: 'api/src/testing is for tests and benches (api/bench) only: product code reads rows through row-reader.',
};
/** The api's tests and what only they use: the testing folder, canaries, test kits and the access matrix. */
const API_TEST_SUPPORT = [
  'api/src/**/*.test.ts',
  'api/src/testing/**',
  'api/src/**/*-canaries.ts',
  'api/src/**/*-test-kit.ts',
  'api/src/access-matrix.ts',
];
/** Inside a remote, each feature may import from its own folder, the remote's common/ and packages, never a sibling. */
function featureZones() {
  return REMOTES.flatMap((remote) => {
    const features = `${remote}/src/features`;
    if (!existsSync(features)) return [];
    return readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => ({
        target: `./${features}/${name}`,
        from: `./${features}`,
        except: [`./${name}`],
        message: "A feature does not import a sibling feature: move what two share to the remote's src/common/.",
      }));
  });
}
const deepImports = {
  group: ['shared-ui/*', '!shared-ui/core', '!shared-ui/testing', 'shared-contracts/*'],
  message:
    'Import workspace packages by name only (shared-ui/core is the light entry, shared-ui/testing is for tests); deep imports bypass their public API.',
};
// antd is not shared whole (a shared module is never tree-shaken): it reaches the apps through shared-ui only.
const antdThroughSharedUi = forbid(
  ['antd', '@ant-design/icons', '@ant-design/cssinjs'],
  'Import antd components and icons from shared-ui (or shared-ui/core), which re-exports the ones the console uses.',
);
// react-router is not shared either: shared-ui re-exports the router pieces the console uses (one router context).
const routerThroughSharedUi = forbid(
  ['react-router', 'react-router-dom'],
  'Import routing from shared-ui/core, which re-exports the react-router pieces the console uses.',
);
// Remotes show tables through the kit (DisplayTable, TableSection), never antd's Table itself.
const tablesThroughTheKit = ['shared-ui', 'shared-ui/core'].map((name) => ({
  name,
  importNames: ['Table', 'TableColumnsType', 'TableProps'],
  message: "Show a table with shared-ui's DisplayTable or TableSection (columns typed by TableColumn<Row>).",
}));
// Inside shared-ui, icons come one by one ('@ant-design/icons/es/icons/SearchOutlined'), never the whole package.
const wholeIconPackage = {
  regex: '^@ant-design/icons$',
  message: "Import icons one by one: '@ant-design/icons/es/icons/<Name>'.",
};

// Issue 33: dates and times are written in one way (the user's locale and zone), through shared-contracts'
// format/exact-time.ts (formatExactTime, formatDate, formatShortDate, userTimeZone) and shared-ui's <Time>.
const ONE_DATE_FORMAT =
  "Write dates through shared-contracts' formatExactTime / formatDate / formatShortDate (userTimeZone for the zone) or shared-ui's <Time value relative? zone? />, counts through formatNumber.";
const oneDateFormatProperties = [
  ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'toDateString', 'toTimeString'].map((property) => ({
    property,
    message: ONE_DATE_FORMAT,
  })),
  { object: 'Intl', property: 'DateTimeFormat', message: ONE_DATE_FORMAT },
];
// dayjs(...).format('MMM D, YYYY') and any `.format` with a pattern string or template.
const oneDateFormatSyntax = [
  {
    selector: "CallExpression[callee.property.name='format'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message: ONE_DATE_FORMAT,
  },
];
// Issue 33: an absolute time names its zone the same way on every page. formatExactTime says whether (its options), and
// <Time> is either relative (the zone on hover) or absolute with `zone`.
const ZONED_TIME =
  'An absolute time names its zone on every page: formatExactTime(value, { zone: true }), <Time value zone /> or <Time value relative />.';
const zonedTimeSyntax = [
  { selector: "CallExpression[callee.name='formatExactTime'][arguments.length<2]", message: ZONED_TIME },
  {
    selector: "JSXOpeningElement[name.name='Time']:not(:has(JSXAttribute[name.name=/^(relative|zone)$/]))",
    message: ZONED_TIME,
  },
];
const testKitOnlyInTests = {
  selector: "ImportDeclaration[source.value='shared-ui/testing']",
  message: 'shared-ui/testing is for unit tests only.',
};
/** The browser packages' sources and shared-contracts (which they bundle), without the one date helper. */
const ONE_DATE_FORMAT_FILES = ['host-shell/src/**', 'mfe-*/src/**', 'shared-ui/src/**', 'shared-contracts/src/**'];
const ONE_DATE_FORMAT_HELPERS = ['shared-contracts/src/format/exact-time.ts'];

export default tseslint.config(
  {
    name: 'ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.run/**',
      '.tsc/**',
      // Generated from the API's OpenAPI (api/scripts/openapi-types.ts); a test fails when it drifts.
      '**/*.gen.ts',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  { name: 'javascript', ...js.configs.recommended },
  ...tseslint.configs.strict.map((config) => ({ ...config, name: `typescript/${config.name ?? 'strict'}` })),
  {
    name: 'typescript/project-rules',
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // noUncheckedIndexedAccess makes every indexed read optional; after a length check `!` is the honest form.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    name: 'test-kit-only-in-tests',
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', testKitOnlyInTests],
    },
  },
  {
    // One rule list per file: a later no-restricted-syntax replaces an earlier one, so the test-kit rule is repeated.
    name: 'one-date-format',
    files: ONE_DATE_FORMAT_FILES,
    ignores: ONE_DATE_FORMAT_HELPERS,
    rules: {
      'no-restricted-properties': ['error', ...oneDateFormatProperties],
      'no-restricted-syntax': ['error', testKitOnlyInTests, ...oneDateFormatSyntax, ...zonedTimeSyntax],
    },
  },
  {
    name: 'one-date-format/tests',
    files: ONE_DATE_FORMAT_FILES.flatMap((folder) => [
      `${folder}/*.test.{ts,tsx}`,
      `${folder.replace(/\/\*\*$/, '')}/testing/**`,
    ]),
    rules: { 'no-restricted-syntax': ['error', ...oneDateFormatSyntax] },
  },
  {
    name: 'node-scripts',
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'jest-setup',
    files: ['**/jest.setup.cjs', '**/jest.*.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    name: 'browser-code',
    files: ['host-shell/src/**', 'mfe-*/src/**', 'shared-ui/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'react-hooks',
    files: ['**/*.tsx', 'host-shell/src/**/*.ts', 'mfe-*/src/**/*.ts', 'shared-ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { name: 'jsx-a11y', files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    name: 'import-cycles',
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A relative path into another workspace package bypasses the package boundary rules below.
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // import-x/no-cycle skips type-only imports; in shared-contracts a cycle through them is refused too.
    name: 'import-cycles/type-only-too',
    files: ['shared-contracts/**/*.{ts,tsx}'],
    plugins: { local: importCycles },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    name: 'boundaries/remotes',
    files: ['mfe-*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              [...REMOTES, 'host-shell', 'api'],
              'A remote imports only shared-contracts and shared-ui from the workspace.',
            ),
            deepImports,
            antdThroughSharedUi,
            routerThroughSharedUi,
          ],
          paths: tablesThroughTheKit,
        },
      ],
    },
  },
  {
    name: 'boundaries/features',
    files: ['mfe-*/src/features/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones() }] },
  },
  {
    name: 'boundaries/host-shell',
    files: ['host-shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid([...REMOTES, 'api'], 'The host loads remotes at run time and talks to the api over HTTP only.'),
            deepImports,
            antdThroughSharedUi,
            routerThroughSharedUi,
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/shared-ui',
    files: ['shared-ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid([...REMOTES, 'host-shell', 'api'], 'shared-ui depends on shared-contracts only.'),
            deepImports,
            wholeIconPackage,
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/shared-contracts',
    files: ['shared-contracts/**'],
    rules: {
      // DOM types are visible for contracts such as ApiClient.download; the runtime APIs are not used here.
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              [...REMOTES, 'host-shell', 'api', 'shared-ui', 'react', 'react-dom', 'antd', 'swr'],
              'shared-contracts has no React and no workspace dependencies.',
            ),
            { regex: '^node:', message: 'shared-contracts has no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/api',
    files: ['api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiBoundaries }] },
  },
  {
    // One rule list per file: a later no-restricted-imports replaces an earlier one, so the api's are repeated.
    name: 'boundaries/api-product-code',
    files: ['api/src/**'],
    ignores: API_TEST_SUPPORT,
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiBoundaries, apiTestingOnlyInTests] }] },
  },
);
