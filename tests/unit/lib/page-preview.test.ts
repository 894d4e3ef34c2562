/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { withPreview, withPreviewStatic } from '@/lib/page-context';
import type { Shell } from '@/lib/shell';

/**
 * Every page gives the frame its props: `preview`, whether an editor is previewing (the layout then shows the preview
 * banner with Exit Preview, and the header refreshes the alert at its draft URL), and `shell`, the alert and the menu
 * the header shows, drafts in preview. Every page gets them from withPreview / withPreviewStatic, which also tell
 * the pages whose content has drafts to load them.
 */

/** The shell of each kind of page (its reading is tested in shell.test.ts). */
const SHELLS: Record<'draft' | 'shopper', Shell> = {
  draft: { alert: null, menu: [{ label: 'Draft group', href: '/draft', categories: [] }] },
  shopper: { alert: null, menu: [{ label: 'Sport', href: '/categories/shop-by-sport', categories: [] }] },
};
jest.mock('@/lib/shell', () => ({ loadShell: async (preview: boolean) => SHELLS[preview ? 'draft' : 'shopper'] }));
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

  it('adds preview: true and the draft shell in draft mode, false and the shoppers\' shell otherwise, keeping the page props and its headers', async () => {
    const draft = serverContext(true);
    await expect(load(draft)).resolves.toEqual({ props: { cart: null, preview: true, shell: SHELLS.draft } });
    expect(draft.headers).toEqual({ 'cache-control': 'private, no-store' });
    const shopper = serverContext(false);
    await expect(load(shopper)).resolves.toEqual({ props: { cart: null, preview: false, shell: SHELLS.shopper } });
    expect(shopper.headers).toEqual({ 'cache-control': 'private, no-store' });
  });

  it('passes a redirect or a notFound through unchanged', async () => {
    const redirect = { redirect: { destination: '/login?returnTo=%2Faccount%2Fprofile', permanent: false } };
    await expect(withPreview(async () => redirect)(serverContext(true))).resolves.toEqual(redirect);
    await expect(withPreview(async () => ({ notFound: true as const }))(serverContext(true))).resolves.toEqual({ notFound: true });
  });

  it("overrides a page's own preview value with the request's", async () => {
    await expect(withPreview(async () => ({ props: { preview: true } }))(serverContext(false))).resolves.toEqual({ props: { preview: false, shell: SHELLS.shopper } });
  });

  it("gives the shell the page's address as requested (the header's Sign in comes back there), a rewrite's query keys put back", async () => {
    const page = withPreview(async () => ({ props: {} }));
    const at = (url: string, query: Record<string, string | string[]>, params?: Record<string, string[]>) => {
      const context = serverContext(false);
      return page({ ...context, req: { ...context.req, url }, query, params } as unknown as GetServerSidePropsContext);
    };
    await expect(at('/cart?coupon=x', { coupon: 'x' })).resolves.toEqual({ props: { preview: false, shell: { ...SHELLS.shopper, path: '/cart?coupon=x' } } });
    // A sorted category, rewritten to its listing page on `sort`: Next moved `sort` from the URL into the query.
    await expect(at('/categories/shop-by-goal?page=3', { slug: ['shop-by-goal'], sort: 'price_desc', page: '3' }, { slug: ['shop-by-goal'] })).resolves.toMatchObject({
      props: { shell: { path: '/categories/shop-by-goal?page=3&sort=price_desc' } },
    });
    // The data request of a navigation in the browser, and an address off the site, give none.
    await expect(at('/_next/data/build/cart.json', {})).resolves.toEqual({ props: { preview: false, shell: SHELLS.shopper } });
    await expect(at('//evil.example/x', {})).resolves.toEqual({ props: { preview: false, shell: SHELLS.shopper } });
  });
});

describe('withPreviewStatic (getStaticProps)', () => {
  const load = withPreviewStatic(async () => ({ props: { rows: [] }, revalidate: 60 }));

  it('builds the shoppers\' page with preview: false and its revalidate, and says preview in draft mode', async () => {
    await expect(load({} as GetStaticPropsContext)).resolves.toEqual({ props: { rows: [], preview: false, shell: SHELLS.shopper }, revalidate: 60 });
    await expect(load({ draftMode: true } as GetStaticPropsContext)).resolves.toEqual({ props: { rows: [], preview: true, shell: SHELLS.draft }, revalidate: 60 });
  });

  it('tells the page whether this is a preview, for its queries', async () => {
    const drafts = withPreviewStatic(async (_context, preview) => ({ props: { drafts: preview } }));
    await expect(drafts({ draftMode: true } as GetStaticPropsContext)).resolves.toEqual({ props: { drafts: true, preview: true, shell: SHELLS.draft } });
    await expect(drafts({} as GetStaticPropsContext)).resolves.toEqual({ props: { drafts: false, preview: false, shell: SHELLS.shopper } });
  });
});

/**
 * A page without these props loses the preview banner in draft mode, and shows no alert and no menu categories
 * without JavaScript: every page's data function is made by withPreview or withPreviewStatic, read from
 * each page's syntax tree: the function exported as getServerSideProps or getStaticProps, in whatever form.
 */
const PAGES_DIR = path.join(__dirname, '../../../pages');
/** Data functions that render no page of the shop: they only redirect, or answer with a file of their own. */
const NO_SHELL = ['account/index.tsx', 'robots.txt.ts', 'sitemap.xml.ts'];
const DATA_FUNCTIONS = ['getServerSideProps', 'getStaticProps'];

function pageFiles(folder = ''): string[] {
  return fs.readdirSync(path.join(PAGES_DIR, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return relative === 'api' ? [] : pageFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** How a page exports its data function: 'wrapped' (a call of a wrapper imported from lib/page-context), 'unwrapped', or null without one. */
function dataFunction(file: string): 'wrapped' | 'unwrapped' | null {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(PAGES_DIR, file), 'utf8'), ts.ScriptTarget.Latest);
  const wrappers = source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== '@/lib/page-context') return [];
    const names = statement.importClause?.namedBindings;
    return names && ts.isNamedImports(names) ? names.elements.filter((e) => /^withPreview(Static)?$/.test((e.propertyName ?? e.name).text)).map((e) => e.name.text) : [];
  });
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const found = source.statements.flatMap((statement) => {
    if (ts.isVariableStatement(statement) && exported(statement)) {
      return statement.declarationList.declarations
        .filter((d) => DATA_FUNCTIONS.includes(d.name.getText(source)))
        .map((d) => (d.initializer && ts.isCallExpression(d.initializer) && wrappers.includes(d.initializer.expression.getText(source)) ? 'wrapped' : 'unwrapped'));
    }
    if (ts.isFunctionDeclaration(statement) && exported(statement)) return DATA_FUNCTIONS.includes(statement.name?.text ?? '') ? ['unwrapped'] : [];
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.some((e) => DATA_FUNCTIONS.includes(e.name.text)) ? ['unwrapped'] : [];
    }
    return [];
  });
  return found.length === 0 ? null : found.every((f) => f === 'wrapped') ? 'wrapped' : 'unwrapped';
}

describe('pages with a data function', () => {
  const pages = pageFiles().filter((file) => !NO_SHELL.includes(file));

  it('are found', () => {
    const withData = pages.filter((file) => dataFunction(file) !== null);
    expect(withData).toEqual(expect.arrayContaining(['cart.tsx', 'account/profile.tsx', 'search-results-page.tsx', 'protein-calculator.tsx', 'index.tsx', '404.tsx', 'products/[slug].tsx']));
  });

  it('each make it with withPreview or withPreviewStatic, so its props carry preview', () => {
    expect(pages.filter((file) => dataFunction(file) === 'unwrapped')).toEqual([]);
  });
});
