/**
 * The API routes under pages/api, found on disk (so a new route is covered by the tests that walk them without
 * being listed): names relative to pages/api without the extension, e.g. 'bigcommerce/cart', 'orders/[id]'.
 */
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.join(process.cwd(), 'pages/api');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function apiRouteNames(): string[] {
  return routeFiles(API_DIR).map((file) => path.relative(API_DIR, file).replace(/\.tsx?$/, ''));
}
