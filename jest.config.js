// Jest through next/jest (SWC transforms, CSS modules, next.config env).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = createJestConfig({
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/', '/.data/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
  testTimeout: 20000,
});
