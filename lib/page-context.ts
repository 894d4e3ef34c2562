import type { GetServerSideProps, GetServerSidePropsContext, GetStaticProps, GetStaticPropsContext, GetStaticPropsResult, PreviewData, Redirect } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';

/** Whether this render is an editor's preview (Next's draft mode). */
export function isPreview(context: Pick<GetStaticPropsContext, 'draftMode' | 'preview'>): boolean {
  return Boolean(context.draftMode || context.preview);
}

/**
 * The prop _app reads on every page: while it is true the layout shows the preview banner (with Exit Preview) and
 * the header fetches its alert and menu at their draft URLs (lib/preview/draft-url.ts).
 */
export interface PreviewProp {
  preview: boolean;
}

/**
 * Every page's getServerSideProps is this wrapper's: `load` is told whether this request is an editor's preview
 * (pages whose content has drafts pass it to their queries) and its props get `preview`, so an editor in draft mode
 * keeps the banner and the draft shell data on every page; a redirect or notFound passes through unchanged.
 * Headers are the page's own: nothing here changes its Cache-Control.
 */
export function withPreview<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery, D extends PreviewData = PreviewData>(
  load: (context: GetServerSidePropsContext<Q, D>, preview: boolean) => Promise<{ props: P } | { redirect: Redirect } | { notFound: true }>,
): GetServerSideProps<P & PreviewProp, Q, D> {
  return async (context) => {
    const preview = isPreview(context);
    const result = await load(context, preview);
    return 'props' in result ? { props: { ...result.props, preview } } : result;
  };
}

/**
 * The same for getStaticProps: an ISR page is built for shoppers (`preview: false`, its revalidate and therefore
 * its shared Cache-Control kept) and rendered per request in draft mode, where Next makes the answer private.
 */
export function withPreviewStatic<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery, D extends PreviewData = PreviewData>(
  load: (context: GetStaticPropsContext<Q, D>, preview: boolean) => Promise<GetStaticPropsResult<P>>,
): GetStaticProps<P & PreviewProp, Q, D> {
  return async (context) => {
    const preview = isPreview(context);
    const result = await load(context, preview);
    return 'props' in result ? { ...result, props: { ...result.props, preview } } : result;
  };
}

/** A catch-all route param as a slash-joined path ("faqs/shipping"). */
export function joinSlug(param: string | string[] | undefined): string {
  return (Array.isArray(param) ? param : param ? [param] : []).join('/');
}
