// ESM TypeScript under jest: ts-jest transpiles each file on its own (isolatedModules), so type
// errors are reported by `npm run typecheck`, not here.
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  setupFilesAfterEnv: ['<rootDir>/test/setup/after-env.ts'],
};

export default {
  // Two cores: one worker per core keeps integration servers from starving each other.
  maxWorkers: 2,
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'] },
  ],
};
