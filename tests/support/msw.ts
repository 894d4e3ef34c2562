/** The msw module of the test run, with its GraphQL handlers (provided by the msw test environments: see there for why). */
import type * as Msw from 'msw';
import type { graphql } from 'msw/graphql';

export type MswApi = typeof Msw & { graphql: typeof graphql };

export function getMsw(): MswApi {
  const provided = (globalThis as { __msw?: MswApi }).__msw;
  if (!provided) {
    throw new Error(
      'msw is not available: start the test file with ' +
        '/** @jest-environment ./tests/support/msw-node-environment.ts */ (or msw-jsdom-environment.ts)',
    );
  }
  return provided;
}
