/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { RESERVED_PAGE_SEGMENTS, ROUTES_WITH_PAGE_COPY, slugProblem } from '@/lib/content/paths';

/**
 * An information page whose first slug segment is one of the app's own routes would never be reached, so the
 * Studio refuses it. The reserved list must follow pages/: every route added there is checked here.
 */
const PAGES_DIR = path.join(__dirname, '../../pages');

/** The first path segments pages/ serves itself: its files (without the extension) and folders. */
function topLevelRouteSegments(): string[] {
  const names = fs
    .readdirSync(PAGES_DIR, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.(tsx|ts|jsx|js|mdx)$/, '')))
    .filter((name) => !name.startsWith('_') && !name.startsWith('[') && name !== 'index');
  return [...new Set(names)].sort();
}

describe('page slugs the app routes itself', () => {
  const segments = topLevelRouteSegments();

  it('finds the routes of pages/', () => {
    expect(segments).toEqual(expect.arrayContaining(['account', 'api', 'products', 'robots.txt', 'forgot-password']));
  });

  const withCopy = new Set<string>(ROUTES_WITH_PAGE_COPY);

  it.each(segments.filter((segment) => withCopy.has(segment)))('takes the copy of /%s from the page of that slug, which is allowed', (segment) => {
    expect(RESERVED_PAGE_SEGMENTS).not.toContain(segment);
    expect(slugProblem('page', segment)).toBeNull();
  });

  it.each(segments.filter((segment) => !withCopy.has(segment)))('reserves /%s', (segment) => {
    expect(RESERVED_PAGE_SEGMENTS).toContain(segment);
    // A segment with a dot (robots.txt) is not even a valid page slug; any other is refused as the shop's own.
    expect(slugProblem('page', segment)).toMatch(segment.includes('.') ? /^Use / : /belongs to the shop's own pages/);
  });

  it('refuses a nested page under a route segment and accepts one under a free segment', () => {
    expect(slugProblem('page', 'ambassadors/team')).toMatch(/belongs to the shop's own pages/);
    expect(slugProblem('page', 'reset-password')).toMatch(/belongs to the shop's own pages/);
    expect(slugProblem('page', 'faqs/shipping')).toBeNull();
  });
});
