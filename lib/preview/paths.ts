/** A same-site path to send the editor to: "/faqs/shipping" from "faqs/shipping"; anything else is "/". */
export function safeReturnPath(slug: string | null | undefined): string {
  if (!slug) return '/';
  const path = slug.startsWith('/') ? slug : `/${slug}`;
  if (path.startsWith('//') || path.includes('\\') || /[\u0000-\u001f]/.test(path)) return '/';
  try {
    const url = new URL(path, 'http://site.invalid');
    return url.host === 'site.invalid' ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
