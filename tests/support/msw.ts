/** The msw module of the test run (provided by ./msw-environment.ts; see there for why). */
import type * as Msw from 'msw';

export type MswApi = typeof Msw;

export function getMsw(): MswApi {
  const provided = (globalThis as { __msw?: MswApi }).__msw;
  if (!provided) {
    throw new Error(
      'msw is not available: start the test file with ' +
        '/** @jest-environment ./tests/support/msw-node-environment.ts */',
    );
  }
  return provided;
}
