import type { GetServerSideProps, GetServerSidePropsContext, GetStaticProps, GetStaticPropsContext, GetStaticPropsResult, PreviewData, Redirect } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { safeReturnPath } from './http/return-path';
import { loadShell, type Shell } from './shell';
import { REVALIDATE_SECONDS } from './site';

/** Whether this render is an editor's preview (Next's draft mode). */
export function isPreview(context: Pick<GetStaticPropsContext, 'draftMode' | 'preview'>): boolean {
  return Boolean(context.draftMode || context.preview);
}

/**
 * The props _app reads on every page: while `preview` is true the layout shows the preview banner (with Exit
 * Preview) and the header refreshes its alert at its draft URL (lib/preview/draft-url.ts); `shell` is what the
 * header shows in the page's HTML (lib/shell.ts: the alert and the menu's categories), drafts in preview.
 */
export interface PreviewProp {
  preview: boolean;
  shell: Shell;
}

/**
 * Every page's getServerSideProps is this wrapper's: `load` is told whether this request is an editor's preview
 * (pages whose content has drafts pass it to their queries) and its props get `preview` and `shell`, read alongside
 * it, the shell with the page's address as requested; so an editor in draft mode keeps the banner and the draft shell
 * on every page. A redirect or notFound passes through unchanged. Headers are the page's own: nothing here changes its Cache-Control.
 */
export function withPreview<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery, D extends PreviewData = PreviewData>(
  load: (context: GetServerSidePropsContext<Q, D>, preview: boolean) => Promise<{ props: P } | { redirect: Redirect } | { notFound: true }>,
): GetServerSideProps<P & PreviewProp, Q, D> {
  return async (context) => {
    const result = await withShell(context, load);
    if (!('props' in result)) return result;
    const path = requestedPath(context);
    return path ? { ...result, props: { ...result.props, shell: { ...result.props.shell, path } } } : result;
  };
}

/**
 * The address the browser asked for (path and query), or '' for the data request of a navigation in the browser,
 * which knows its address itself. A rewritten page's route and resolvedUrl name its destination, and Next takes the
 * query keys a rewrite matched on (a category's `sort`) out of the request's URL into the page's query: they are
 * put back from there (every query value that is not a route parameter).
 */
function requestedPath(context: Pick<GetServerSidePropsContext, 'req' | 'query' | 'params'>): string {
  const url = safeReturnPath(context.req.url, '');
  if (!url || url.startsWith('/_next/')) return '';
  const parsed = new URL(url, 'http://same-site.invalid');
  for (const [key, value] of Object.entries(context.query)) {
    if (context.params?.[key] !== undefined || parsed.searchParams.has(key)) continue;
    for (const item of Array.isArray(value) ? value : [value ?? '']) parsed.searchParams.append(key, item);
  }
  return safeReturnPath(`${parsed.pathname}${parsed.search}`, '');
}

/**
 * The same for getStaticProps: an ISR page is built for shoppers (`preview: false`, its revalidate and therefore
 * its shared Cache-Control kept, its shell as fresh as the page) and rendered per request in draft mode, where Next
 * makes the answer private.
 */
export function withPreviewStatic<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery, D extends PreviewData = PreviewData>(
  load: (context: GetStaticPropsContext<Q, D>, preview: boolean) => Promise<GetStaticPropsResult<P>>,
): GetStaticProps<P & PreviewProp, Q, D> {
  return (context) => withShell(context, load);
}

/** Runs a page's `load` beside its shell's, and adds `preview` and `shell` to its props (a redirect passes through). */
async function withShell<C extends Pick<GetStaticPropsContext, 'draftMode' | 'preview'>, P extends object, R extends object>(
  context: C,
  load: (context: C, preview: boolean) => Promise<{ props: P } | R>,
): Promise<{ props: P & PreviewProp } | R> {
  const preview = isPreview(context);
  const [result, shell] = await Promise.all([load(context, preview), loadShell(preview)]);
  return 'props' in result ? { ...result, props: { ...result.props, preview, shell } } : result;
}

/**
 * The Cache-Control of a page rendered per request from its query (a filtered category, a calculator answer): a
 * shared cache may keep it as long as an ISR page lives and serve it stale a while longer; an editor's preview, never.
 */
export function perRequestCacheControl(preview: boolean): string {
  return preview ? 'private, no-store' : `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=${REVALIDATE_SECONDS * 5}`;
}

/** A catch-all route param as a slash-joined path ("faqs/shipping"). */
export function joinSlug(param: string | string[] | undefined): string {
  return (Array.isArray(param) ? param : param ? [param] : []).join('/');
}
