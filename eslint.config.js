// One linter for the whole repository. Besides the usual rules it enforces the import rules of
// ARCHITECTURE section 3: platform/ knows no bills/ or areas/, bills/ knows no areas/, a server area
// reaches another only through its index.ts, and web areas never import each other; and the data rules:
// an area never queries the tables another area owns (TABLE_OWNERS), and route files hold no SQL.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const areasOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Tables an area keeps to itself: other areas read them only through what the owner publishes from its index.ts
// (read functions) or through its read-only views (material_sku_descriptor, stock_lot, arrival_summary...). Lint
// refuses a Kysely query builder call naming one of them (selectFrom('materialSku as s'), innerJoin('stockItem')...)
// and plain SQL that selects from or joins one (sql`... join material_sku s ...`) outside the owner.
const TABLE_OWNERS = {
  materials: ['materialSku', 'material', 'materialSpec'],
  stock: ['stockItem', 'stockBalance', 'stockMovement', 'stockReservation'],
  arrivals: ['arrival', 'arrivalLine', 'arrivalNotice', 'arrivalNoticeLine'],
  purchasing: ['purchaseBill', 'purchaseLine', 'purchaseDemand', 'purchaseLineDemand'],
  units: ['measureUnit'],
};
const snake = (t) => t.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const QUERY_CALLS = 'selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto';

/** no-restricted-syntax selectors refusing, in `area`, the tables other areas own. */
function foreignTableSelectors(area) {
  return Object.entries(TABLE_OWNERS)
    .filter(([owner]) => owner !== area)
    .flatMap(([owner, tables]) => {
      const message = `These tables belong to areas/${owner}: read what its index.ts or its views publish.`;
      return [
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_CALLS})$/] > Literal.arguments[value=/^(${tables.join('|')})( as \\w+)?$/]`,
          message,
        },
        {
          selector: `TemplateElement[value.raw=/\\b(from|join)\\s+(${tables.map(snake).join('|')})\\b/i]`,
          message,
        },
      ];
    });
}

// A route parses, checks and calls a service: no SQL there (no Kysely sql tag, no query builder call).
const ROUTE_SELECTORS = [
  {
    selector: "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']",
    message: 'No SQL in route files: move the query to a repository.',
  },
  {
    selector: `CallExpression[callee.property.name=/^(${QUERY_CALLS}|selectNoFrom|transaction)$/]`,
    message: 'No SQL in route files: move the query to a repository and the transaction to a service.',
  },
];

function serverAreaRules() {
  const areas = areasOf('apps/server/src/areas');
  return areas.flatMap((area) => {
    const others = areas
      .filter((a) => a !== area)
      .map(escape)
      .join('|');
    const tables = foreignTableSelectors(area);
    return [
      {
        files: [`apps/server/src/areas/${area}/**/*.ts`],
        rules: {
          ...(others
            ? {
                'no-restricted-imports': [
                  'error',
                  {
                    patterns: [
                      {
                        regex: `(^|/)\\.\\./(${others})/(?!index\\.js$)`,
                        message: 'Use the other area only through its index.ts.',
                      },
                    ],
                  },
                ],
              }
            : {}),
        },
      },
      // Tests may set up and inspect other areas' rows directly; the code may not.
      {
        files: [`apps/server/src/areas/${area}/**/*.ts`],
        ignores: ['**/*.test.ts'],
        rules: tables.length ? { 'no-restricted-syntax': ['error', ...tables] } : {},
      },
      // Route files get the same table rule plus the no-SQL rule (one rule entry: later entries replace earlier ones).
      {
        files: [`apps/server/src/areas/${area}/**/*.routes.ts`],
        rules: { 'no-restricted-syntax': ['error', ...tables, ...ROUTE_SELECTORS] },
      },
    ];
  });
}

function webAreaRules() {
  const areas = areasOf('apps/web/src/areas');
  return areas.map((area) => {
    const others = areas
      .filter((a) => a !== area)
      .map(escape)
      .join('|');
    return {
      files: [`apps/web/src/areas/${area}/**/*.{ts,tsx}`],
      rules: others
        ? {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  {
                    regex: `(^|/)(\\.\\./)+(areas/)?(${others})(/|$)`,
                    message: 'Web areas never import each other: move shared parts to shared/ or bill/.',
                  },
                ],
              },
            ],
          }
        : {},
    };
  });
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(bills|areas)(/|$)', message: 'platform/ must not import bills/ or areas/.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/bills/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)areas(/|$)', message: 'The bill engine never names an area: areas register their bill types.' },
          ],
        },
      ],
    },
  },
  {
    // Route files outside the areas (platform, engine). platform.routes.ts's health check (select 1) is the one
    // exception: a liveness probe of the database itself, owned with platform/http.
    files: ['apps/server/src/platform/**/*.routes.ts', 'apps/server/src/bills/**/*.routes.ts'],
    ignores: ['apps/server/src/platform/http/platform.routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_SELECTORS] },
  },
  ...serverAreaRules(),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One toast and dialog style: antd's static message/notification/Modal.confirm miss the theme, the language and
    // the de-duplication of shared/feedback; pages use App.useApp() or feedback.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/test/**', 'apps/web/src/shared/feedback/feedback.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='antd'] > ImportSpecifier[imported.name=/^(message|notification)$/]",
          message: 'Use App.useApp() or shared/feedback: static toasts miss the theme and stack duplicates.',
        },
        {
          selector: "CallExpression[callee.object.name='Modal'][callee.property.name=/^(confirm|info|warning|error|success)$/]",
          message: 'Use App.useApp().modal or feedback.modal: static modals miss the theme and the language.',
        },
      ],
    },
  },
  ...webAreaRules(),
  {
    // Tests and test helpers may use loose types for answers they check field by field.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
