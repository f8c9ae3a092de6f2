// ESLint flat config: typescript-eslint with type information, and the import direction of
// docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Read from the tree, so a new web feature cannot import another one without anyone editing this.
const featureNames = readdirSync(`${import.meta.dirname}/apps/web/src/features`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Read from the tree, so a new server module is held to the same rules without editing this file.
const serverModules = readdirSync(`${import.meta.dirname}/apps/server/src/modules`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const server = './apps/server/src';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
      'apps/server/openapi-client/generated/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Fastify handlers and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped JSON answers (inject().json()); the assertions are the type check there.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts', 'vitest.config.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@menudex/*', '../../apps/*'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@menudex/server', '**/apps/server/**'] }],
    },
  },
  // Features do not import each other; lib and components import no feature or app code.
  ...featureNames.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...featureNames.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
            '**/app/**',
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }],
    },
  },
  {
    // The server's layers, checked on resolved files however the import is spelt: plugins and lib
    // serve every module, so they import none (a plugin that needs something of a module is handed
    // it by app.ts, as registerAuth is the account query); a module may use another's service or
    // repository, but not its routes, which only routes.ts and app.ts wire. No exception is needed.
    // apps/server/src/layers.test.ts lints a few lines against these rules.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Files of other kinds are not read for their imports; the server is TypeScript only.
      'import-x/extensions': ['.ts'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${import.meta.dirname}/apps/server/tsconfig.json`,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: [`${server}/plugins`, `${server}/lib`],
              from: `${server}/modules`,
              message: 'Plugins and lib import no module: app.ts hands them what they need.',
            },
            ...serverModules.map((name) => ({
              target: `${server}/modules/${name}`,
              from: serverModules
                .filter((other) => other !== name)
                .map((other) => `${server}/modules/${other}/**/*.routes.ts`),
              message: "A module imports another's service or repository, never its routes.",
            })),
          ],
        },
      ],
      // Type-only imports are erased and cannot form a cycle at run time; the rule skips them.
      // Packages cannot import our files back: not reading their types keeps the rule about a second.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
