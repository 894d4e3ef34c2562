/** The address of a page of the blog index: /blog, then /blog/page/2 and on. */
export function blogPageHref(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`;
}
