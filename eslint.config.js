// One linter for the whole repository. Besides the usual rules it enforces the import rules of
// ARCHITECTURE section 3: platform/ knows no bills/ or areas/, bills/ knows no areas/, a server area
// reaches another only through its index.ts, and web areas never import each other.
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

function serverAreaRules() {
  const areas = areasOf('apps/server/src/areas');
  return areas.map((area) => {
    const others = areas
      .filter((a) => a !== area)
      .map(escape)
      .join('|');
    return {
      files: [`apps/server/src/areas/${area}/**/*.ts`],
      rules: others
        ? {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  { regex: `(^|/)\\.\\./(${others})/(?!index\\.js$)`, message: 'Use the other area only through its index.ts.' },
                ],
              },
            ],
          }
        : {},
    };
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
  ...serverAreaRules(),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webAreaRules(),
  {
    // Tests and test helpers may use loose types for answers they check field by field.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
