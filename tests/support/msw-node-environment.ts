/**
 * Jest's Node environment plus msw.
 *
 * msw depends on ESM-only packages (rettime, @open-draft/deferred-promise, until-async) that
 * jest's CommonJS module registry cannot load, and next/jest does not transform node_modules.
 * A test environment is loaded by Node itself (Node >= 20.19 can `require` ESM), so this one loads
 * msw there and hands it to the test files as `globalThis.__msw` (see ./msw.ts). Everything else is
 * jest-environment-node unchanged.
 *
 * If jest.config.js ever transforms those packages (transformIgnorePatterns), the tests can import
 * `msw` directly and switch back to `@jest-environment node`.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import type { MswApi } from './msw';
import * as msw from 'msw';
import { graphql } from 'msw/graphql';

export default class MswNodeEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // A fresh object per test file: jest soft-deletes the properties of objects a test file leaves on
    // the global at teardown, and the msw module itself is shared by every file of the worker.
    (this.global as unknown as { __msw: MswApi }).__msw = { ...msw, graphql };
  }
}
