/**
 * jest-fixed-jsdom plus msw, for the cart's component and hook tests.
 *
 * msw depends on ESM-only packages that jest's CommonJS registry cannot load (next/jest does not transform
 * node_modules), but a test environment is loaded by Node itself, which can `require` them. So this environment
 * loads msw and hands it to the test files as `globalThis.__msw`; the tests route `fetch` through msw's
 * `getResponse` (see ./cart-test-utils.tsx), so no global interception is needed.
 *
 * Start a test file with  / ** @jest-environment ./tests/support/msw-jsdom-environment.ts * /
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import * as msw from 'msw';
import { graphql } from 'msw/graphql';
import type { MswApi } from './msw';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FixedJSDOMEnvironment = require('jest-fixed-jsdom') as typeof import('jest-environment-jsdom').default;

export default class MswJsdomEnvironment extends FixedJSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    (this.global as unknown as { __msw: MswApi }).__msw = { ...msw, graphql };
  }
}
