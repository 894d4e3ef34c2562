// The shop address a built or deployed Studio's 'Open preview' sends editors to (SITE_URL). A deployed Studio is
// used from anywhere: it needs the shop's public https address, never the localhost default.

/** Why SITE_URL cannot serve a deployed Studio, or null when it can. */
export function deployedSiteUrlProblem(siteUrl) {
  const how = 'Set SITE_URL (in .env.local or the environment) to the shop\'s public https address, e.g. https://shop.example.com.';
  if (!siteUrl || !siteUrl.trim()) {
    return `A deployed Studio needs SITE_URL: without it 'Open preview' opens http://localhost:3000 on each editor's own machine. ${how}`;
  }
  let url;
  try {
    url = new URL(siteUrl.trim());
  } catch {
    return `SITE_URL "${siteUrl}" is not a URL. ${how}`;
  }
  if (url.protocol !== 'https:') return `SITE_URL "${siteUrl}" must use https for a deployed Studio. ${how}`;
  if (['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname) || url.hostname.endsWith('.localhost')) {
    return `SITE_URL "${siteUrl}" is this machine: a deployed Studio's 'Open preview' would open each editor's own machine. ${how}`;
  }
  return null;
}
