/** @jest-config-loader esbuild-register */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// ts-jest only transpiles (tsc --noEmit does the type check once, in `npm run typecheck`).
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { module: 'commonjs', moduleResolution: 'node16', jsx: 'react-jsx', esModuleInterop: true, isolatedModules: true } },
];

// ESM-only packages: ts-jest cannot turn them into CommonJS, @swc/jest can.
const esmOnly = (names: string[]) => `/node_modules/(?!(${names.join('|')})/)`;
const swc: [string, Record<string, unknown>] = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];

const config: Config = {
  // Three workers on two cores: a browser walk keeps about half a core busy (the rest of its time
  // it waits for pages, timers and transitions), so beside two walks or a walk and a component
  // test the cores would stand partly idle. Measured on this 2-core machine: 1,285 s of jest with
  // two workers, 1,091 s with three, the walks' own times growing by a third.
  // (jest reads a percentage above 100 as a count of workers: the count is computed here.)
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/src/test/webEnvironment.ts',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/server/'],
      transform: { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': swc },
      transformIgnorePatterns: [esmOnly(['react-intl', 'intl-messageformat', '@formatjs'])],
      moduleNameMapper: { '\\.(png|jpe?g|gif|webp|avif|svg|woff2?)$': '<rootDir>/src/test/fileStub.ts' },
      setupFilesAfterEnv: ['<rootDir>/src/test/setupWeb.ts', '<rootDir>/src/test/consoleErrors.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': tsJest, '^.+\\.m?js$': swc },
      transformIgnorePatterns: [
        esmOnly(['fastify-openapi-glue', '@seriousme/openapi-schema-validator', 'cookie', 'content-disposition', 'intl-messageformat', '@formatjs']),
      ],
      setupFiles: ['<rootDir>/src/server/test/setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/consoleErrors.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.ts$': tsJest },
      globalSetup: '<rootDir>/src/e2e/globalSetup.ts',
      setupFilesAfterEnv: ['<rootDir>/src/e2e/setupTimeout.ts'],
    },
  ],
};

export default config;
