import type { Config } from 'jest';

const tsconfig = {
  module: 'commonjs',
  jsx: 'react-jsx',
  jsxImportSource: 'preact',
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
  types: ['jest', 'node'],
};

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit', '<rootDir>/features'],
  // Unit tests only: a feature's `*.spec.ts` beside them are its browser tests (Playwright's).
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig }],
    // preact 11 and uuid 14 ship ES modules only: compile them to CommonJS for jest.
    '^.+/node_modules/(preact|uuid)/.+\\.m?js$': ['ts-jest', { tsconfig: { ...tsconfig, allowJs: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(preact|uuid)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    // The built runtime loads a feature's chunk by id; the tests import its folder.
    '^\\./load-feature$': '<rootDir>/tests/unit/helpers/load-feature.ts',
    '^wp-element/jsx-runtime$': '<rootDir>/src/admin/element/jsx-runtime.ts',
    // WordPress's i18n as the built scripts take it from `wp.i18n`: texts untranslated.
    '^@wordpress/i18n$': '<rootDir>/tests/unit/helpers/wp-i18n.ts',
    '^react$': '<rootDir>/node_modules/preact/compat/dist/compat.mjs',
    '^react-dom$': '<rootDir>/node_modules/preact/compat/dist/compat.mjs',
    '^react-dom/client$': '<rootDir>/node_modules/preact/compat/client.mjs',
    '^react/jsx-runtime$': '<rootDir>/node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs',
    '^preact$': '<rootDir>/node_modules/preact/dist/preact.mjs',
    '^preact/hooks$': '<rootDir>/node_modules/preact/hooks/dist/hooks.mjs',
    '^preact/compat$': '<rootDir>/node_modules/preact/compat/dist/compat.mjs',
    '^preact/compat/client$': '<rootDir>/node_modules/preact/compat/client.mjs',
    '^preact/jsx-runtime$': '<rootDir>/node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs',
  },
  globals: { __DEV__: true },
  setupFiles: ['<rootDir>/tests/unit/setup.ts'],
  restoreMocks: true,
};

export default config;
