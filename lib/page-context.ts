import type { GetStaticPropsContext } from 'next';

/** Whether this render is an editor's preview (Next's draft mode). */
export function isPreview(context: Pick<GetStaticPropsContext, 'draftMode' | 'preview'>): boolean {
  return Boolean(context.draftMode || context.preview);
}

/** A catch-all route param as a slash-joined path ("faqs/shipping"). */
export function joinSlug(param: string | string[] | undefined): string {
  return (Array.isArray(param) ? param : param ? [param] : []).join('/');
}
