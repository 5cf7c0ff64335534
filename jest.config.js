// ESM TypeScript under jest: ts-jest transpiles each file on its own (isolatedModules), so type
// errors are reported by `npm run typecheck`, not here.
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/test/tsconfig.json' }] },
  setupFilesAfterEnv: ['<rootDir>/test/setup/after-env.ts'],
};

const layers = [
  { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
  { ...common, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'] },
  { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'] },
];
// `npm run test:unit` etc. pick one layer (jest's --selectProjects would swallow path patterns).
const only = process.env.DOCS_CI_TEST_LAYER;

export default {
  // Two cores: one worker per core keeps integration servers from starving each other.
  maxWorkers: 2,
  // patches/ applied to node_modules (scripts/apply-patches.js): the package has no install script.
  globalSetup: '<rootDir>/test/setup/global-setup.js',
  testTimeout: 30_000,
  projects: only ? layers.filter((l) => l.displayName === only) : layers,
};
