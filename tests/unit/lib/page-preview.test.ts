/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { withPreview, withPreviewStatic } from '@/lib/page-context';

/**
 * Every page tells the shell whether an editor is previewing (its `preview` prop): the layout then shows the preview
 * banner with Exit Preview, and the header fetches the alert and the menu at their draft URLs. Pages whose own data
 * has no drafts (cart, checkout, account, sign-in, search ...) get the prop from withPreview / withPreviewStatic.
 */
function serverContext(draftMode: boolean): GetServerSidePropsContext & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return {
    req: { headers: {}, cookies: {} },
    res: { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) },
    query: {},
    resolvedUrl: '/cart',
    ...(draftMode ? { draftMode: true } : {}),
    headers,
  } as unknown as GetServerSidePropsContext & { headers: Record<string, string> };
}

describe('withPreview (getServerSideProps)', () => {
  const load = withPreview(async (context) => {
    context.res.setHeader('Cache-Control', 'private, no-store');
    return { props: { cart: null } };
  });

  it('adds preview: true in draft mode and false for shoppers, keeping the page props and its headers', async () => {
    const draft = serverContext(true);
    await expect(load(draft)).resolves.toEqual({ props: { cart: null, preview: true } });
    expect(draft.headers).toEqual({ 'cache-control': 'private, no-store' });
    const shopper = serverContext(false);
    await expect(load(shopper)).resolves.toEqual({ props: { cart: null, preview: false } });
    expect(shopper.headers).toEqual({ 'cache-control': 'private, no-store' });
  });

  it('adds it to props given as a promise', async () => {
    const result = await withPreview(async () => ({ props: Promise.resolve({ order: 1 }) }))(serverContext(true));
    if (!('props' in result)) throw new Error('expected props');
    await expect(result.props).resolves.toEqual({ order: 1, preview: true });
  });

  it('passes a redirect or a notFound through unchanged', async () => {
    const redirect = { redirect: { destination: '/login?returnTo=%2Faccount%2Fprofile', permanent: false } };
    await expect(withPreview(async () => redirect)(serverContext(true))).resolves.toEqual(redirect);
    await expect(withPreview(async () => ({ notFound: true as const }))(serverContext(true))).resolves.toEqual({ notFound: true });
  });

  it("overrides a page's own preview value with the request's", async () => {
    await expect(withPreview(async () => ({ props: { preview: true } }))(serverContext(false))).resolves.toEqual({ props: { preview: false } });
  });
});

describe('withPreviewStatic (getStaticProps)', () => {
  const load = withPreviewStatic(async () => ({ props: { rows: [] }, revalidate: 60 }));

  it('builds the shoppers\' page with preview: false and its revalidate, and says preview in draft mode', async () => {
    await expect(load({} as GetStaticPropsContext)).resolves.toEqual({ props: { rows: [], preview: false }, revalidate: 60 });
    await expect(load({ draftMode: true } as GetStaticPropsContext)).resolves.toEqual({ props: { rows: [], preview: true }, revalidate: 60 });
  });
});

/**
 * The guard of the QA finding this came from (a page with no `preview` prop lost the banner and fetched the shopper
 * alert and menu in draft mode): every page with a data function wraps it, or passes isPreview(context) itself
 * because its content has drafts.
 */
const PAGES_DIR = path.join(__dirname, '../../../pages');
/** Data functions that render no page of the shop: they only redirect, or answer with a file of their own. */
const NO_SHELL = ['account/index.tsx', 'robots.txt.ts', 'sitemap.xml.ts'];

function pageFiles(folder = ''): string[] {
  return fs.readdirSync(path.join(PAGES_DIR, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return relative === 'api' ? [] : pageFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('pages with a data function', () => {
  const withData = pageFiles().filter((file) => /export (const|async function) get(ServerSide|Static)Props\b/.test(fs.readFileSync(path.join(PAGES_DIR, file), 'utf8')));

  it('are found', () => {
    expect(withData).toEqual(expect.arrayContaining(['cart.tsx', 'account/profile.tsx', 'search-results-page.tsx', 'protein-calculator.tsx', 'index.tsx', '404.tsx']));
  });

  it.each(withData.filter((file) => !NO_SHELL.includes(file)))('%s gives the shell its preview prop', (file) => {
    const source = fs.readFileSync(path.join(PAGES_DIR, file), 'utf8');
    expect(source).toMatch(/get(ServerSide|Static)Props = withPreview(Static)?\b|\bisPreview\(context\)/);
  });
});
