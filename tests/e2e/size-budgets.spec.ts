import { expect, test } from '@playwright/test';
import { BUDGET_ROUTES, RECORDED_FLOOR_KB, enforcedCeilingKb, measureRoute } from '../../scripts/lib/first-load-js.mjs';

const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// First-load JS: gzip -9 bytes of every script the server-rendered HTML of a route loads, measured on the
// production build. Bytes, not timings: the same build gives the same result on any machine. A route fails when it
// goes over its ceiling (scripts/lib/first-load-js.mjs) while over its goal, or over the framework floor (as
// recorded: RECORDED_FLOOR_KB) plus its goal once it meets it; the bench measures the floor again in each run. `npm run bench` prints the same measurement as a table; `npm run analyze` shows what fills a route.
test.describe('first-load JS budgets', () => {
  for (const route of BUDGET_ROUTES) {
    const ceilingKb = enforcedCeilingKb(route);
    const what = route.ceilingKb === undefined ? `its goal: the floor (${RECORDED_FLOOR_KB} kB) + ${route.aboveFloorKb} kB` : `goal: ${route.aboveFloorKb} kB above the framework floor`;
    test(`${route.name} (${route.path}) loads at most ${ceilingKb} kB of JS (${what})`, async ({ baseURL }) => {
      const size = await measureRoute(baseURL!, route.path);
      // The measurement itself: a page of the app always loads the framework, so zero scripts means a broken parse.
      expect(size.scripts).toBeGreaterThan(0);
      const heaviest = [...size.files]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 5)
        .map((file) => `${formatKb(file.gzipBytes)} ${file.src}`)
        .join('\n  ');
      expect(size.gzipBytes, `${route.name}: ${formatKb(size.gzipBytes)} of JS over ${size.scripts} scripts; heaviest:\n  ${heaviest}`).toBeLessThanOrEqual(
        ceilingKb * 1024,
      );
    });
  }
});
