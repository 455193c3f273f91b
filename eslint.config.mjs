// ESLint: typescript-eslint's recommended rules, the rules of hooks for the preact components (not
// the React Compiler's rules: these components are not compiled by it), and nothing that Prettier
// decides (eslint-config-prettier last).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.wp/', 'src/boot/generated/', 'test-results/', 'playwright-report/', 'bench/results/', 'demo/incumbent/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_name` marks a parameter a signature needs and the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  // CommonJS: the build's own files, read by webpack and the tests.
  {
    files: ['*.js', 'tools/**/*.js', 'tools/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Code that runs in the page: the demo's scripts, and what the benchmarks and tools evaluate there.
  { files: ['demo/**/*.js', 'bench/**/*.mjs', 'tools/screenshot.mjs', 'tools/lab/*.mjs'], languageOptions: { globals: { ...globals.browser } } },
  // Unit tests take fresh modules with jest.isolateModules, which needs require().
  { files: ['tests/unit/**/*.{ts,tsx}', 'features/*/test/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright's fixtures: `use` is its callback, and `{}` its way of asking for no other fixture.
  {
    files: ['tests/e2e/**/*.ts', 'tests/stack/**/*.ts', 'features/*/test/*.spec.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  prettier,
);
