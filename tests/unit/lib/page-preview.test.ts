/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { withPreview, withPreviewStatic } from '@/lib/page-context';

/**
 * Every page tells the shell whether an editor is previewing (its `preview` prop): the layout then shows the preview
 * banner with Exit Preview, and the header fetches the alert and the menu at their draft URLs. Every page gets the
 * prop from withPreview / withPreviewStatic, which also tell the pages whose content has drafts to load them.
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

  it('tells the page whether this is a preview, for its queries', async () => {
    const drafts = withPreviewStatic(async (_context, preview) => ({ props: { drafts: preview } }));
    await expect(drafts({ draftMode: true } as GetStaticPropsContext)).resolves.toEqual({ props: { drafts: true, preview: true } });
    await expect(drafts({} as GetStaticPropsContext)).resolves.toEqual({ props: { drafts: false, preview: false } });
  });
});

/**
 * The guard of the QA finding this came from (a page with no `preview` prop lost the banner and fetched the shopper
 * alert and menu in draft mode): every page's data function is made by withPreview or withPreviewStatic, read from
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
