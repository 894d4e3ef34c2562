/**
 * Server only. The route a request path belongs to (`/products/[slug]` for `/products/whey-isolate`), for log
 * lines and span names: low-cardinality, and free of whatever a path or query carries. Read from the build's
 * routes manifest (the pages and API routes Next.js serves) and the public folder; outside a build (next dev)
 * the path itself is the route.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestRoute {
  page: string;
  regex: string;
}

interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
  dataRoutes?: { page: string; dataRouteRegex: string }[];
}

export type RouteOf = (pathname: string) => string;

function publicFiles(dir: string, prefix = '', found = new Set<string>()): Set<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const url = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) publicFiles(path.join(dir, entry.name), url, found);
    else found.add(url);
  }
  return found;
}

/** The path of a request URL, without its query. */
export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Builds the matcher for the app served from `root` (the working directory of `next start` or server.js). */
export function createRouteMatcher(root: string): RouteOf {
  let manifest: RoutesManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'routes-manifest.json'), 'utf8')) as RoutesManifest;
  } catch {
    return (pathname) => pathname;
  }
  const staticPages = new Set((manifest.staticRoutes ?? []).map((route) => route.page));
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const data = (manifest.dataRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.dataRouteRegex) }));
  const files = publicFiles(path.join(root, 'public'));

  return (pathname) => {
    if (pathname.startsWith('/_next/')) {
      if (pathname.startsWith('/_next/static/')) return '/_next/static';
      if (pathname.startsWith('/_next/data/')) {
        const page = data.find((route) => route.regex.test(pathname))?.page;
        return page ? `/_next/data ${page}` : '/_next/data';
      }
      return pathname.split('/', 3).join('/');
    }
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (staticPages.has(trimmed)) return trimmed;
    if (files.has(pathname)) return '/(public)';
    return dynamic.find((route) => route.regex.test(pathname))?.page ?? '(unmatched)';
  };
}
