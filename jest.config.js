// Jest through next/jest (SWC transforms, CSS modules, next.config env).
/* eslint-disable @typescript-eslint/no-require-imports -- jest reads this CommonJS file directly */
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest (CommonJS on Node 20) must transform.
const ESM_PACKAGES = [
  'groq-js',
  '@portabletext',
  '@sanity',
  'get-it',
  'nanoid',
  'rxjs',
  'algoliasearch',
  '@algolia',
  'react-instantsearch',
  'react-instantsearch-core',
  'instantsearch.js',
  'minisearch',
  'obug',
  'rettime',
  '@open-draft',
  'until-async',
  'debug',
  'event-source-polyfill',
  'eventsource',
  'eventsource-parser',
  '@vercel/stega',
  'iron-session',
  'iron-webcrypto',
  'cookie',
  'uint8array-extras',
];

const customConfig = {
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  moduleNameMapper: {
    // The search worker is started from its sources under jest (the build bundles it): tests/support/spawn-search-worker.ts.
    '^\\./spawn-search-worker$': '<rootDir>/tests/support/spawn-search-worker.ts',
    '^@/(.*)$': '<rootDir>/$1',
    '^instantsearch\\.js/es/(.*)$': 'instantsearch.js/cjs/$1',
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  // studio/ has its own test runner (node:test with its own dependencies; `npm test` runs it).
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.next-hosted/', '/.next-analyze/', '/.next-floor/', '/tests/e2e/', '/tests/hosted/', '/.data/', '<rootDir>/studio/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.next-hosted/', '<rootDir>/.next-analyze/', '<rootDir>/.next-floor/', '<rootDir>/.data/'],
  testTimeout: 20000,
};

module.exports = async () => {
  const config = await createJestConfig(customConfig)();
  config.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return config;
};
