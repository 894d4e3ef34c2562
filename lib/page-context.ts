import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult, GetStaticProps, GetStaticPropsContext, GetStaticPropsResult, PreviewData } from 'next';
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

/** Adds `preview` to a data function's props; a redirect or notFound passes through unchanged. */
function addPreview<P, R extends { props: P | Promise<P> } | { redirect: unknown } | { notFound: true }>(result: R, preview: boolean) {
  if (!('props' in result)) return result;
  const { props } = result;
  return { ...result, props: props instanceof Promise ? props.then((value) => ({ ...value, preview })) : { ...props, preview } };
}

/**
 * Wraps a page's getServerSideProps so its props carry `preview`. Pages whose own data does not depend on drafts
 * (cart, checkout, account, sign-in, search ...) use it so an editor in draft mode keeps the banner and the draft
 * shell data everywhere; pages that load drafts pass `isPreview(context)` to their queries and their props.
 * Headers are the page's own: nothing here changes its Cache-Control.
 */
export function withPreview<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery, D extends PreviewData = PreviewData>(
  load: (context: GetServerSidePropsContext<Q, D>) => Promise<GetServerSidePropsResult<P>>,
): GetServerSideProps<P & PreviewProp, Q, D> {
  return async (context) => addPreview(await load(context), isPreview(context)) as GetServerSidePropsResult<P & PreviewProp>;
}

/**
 * The same for getStaticProps: an ISR page is built for shoppers (`preview: false`, its revalidate and therefore
 * its shared Cache-Control kept) and rendered per request in draft mode, where Next makes the answer private.
 */
export function withPreviewStatic<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery, D extends PreviewData = PreviewData>(
  load: (context: GetStaticPropsContext<Q, D>) => Promise<GetStaticPropsResult<P>>,
): GetStaticProps<P & PreviewProp, Q, D> {
  return async (context) => addPreview(await load(context), isPreview(context)) as GetStaticPropsResult<P & PreviewProp>;
}

/** A catch-all route param as a slash-joined path ("faqs/shipping"). */
export function joinSlug(param: string | string[] | undefined): string {
  return (Array.isArray(param) ? param : param ? [param] : []).join('/');
}
