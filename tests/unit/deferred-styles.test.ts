import fs from 'node:fs';
import path from 'node:path';

/*
 * Deferred code (components/ui/deferred-hydration.tsx, components/search/deferred-listing.tsx) renders a
 * component's HTML on the server and loads its code later. Its styles must not wait for that code: a CSS module imported only inside the deferred chunk is loaded
 * with the chunk, so the server's HTML would show unstyled until hydration. Each deferred wrapper therefore imports
 * the CSS modules of the tree it defers.
 */
const ROOT = path.join(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const cssImports = (source: string) => new Set([...source.matchAll(/from '\.\/([\w-]+\.module\.css)'|import '\.\/([\w-]+\.module\.css)'/g)].map((m) => m[1] ?? m[2]));

function modulesUsedIn(folder: string, except: string): Set<string> {
  const used = new Set<string>();
  for (const file of fs.readdirSync(path.join(ROOT, folder))) {
    if (!/\.tsx?$/.test(file) || file === except || /\.test\.tsx?$/.test(file)) continue;
    for (const css of cssImports(read(path.join(folder, file)))) used.add(css);
  }
  return used;
}

/** Resolves a static import of `from` to a file of the project, or null (a package). */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The static (not type-only, not dynamic) imports of a file, resolved. */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found = [...source.matchAll(/^import (?!type )(?:[^'"]*? from )?'([^']+)';/gm)].map((m) => resolveImport(file, m[1]));
  return found.filter((resolved): resolved is string => resolved !== null);
}

/** Every CSS module a file's static import tree uses. */
function cssModulesOfTree(entry: string): Set<string> {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.module.css')) css.add(path.relative(ROOT, file));
    else if (/\.tsx?$/.test(file)) staticImports(file).forEach(visit);
  };
  visit(path.join(ROOT, entry));
  return css;
}

/** The CSS modules a wrapper loads with the page: those of its own static import tree (the deferred component it
 * loads later is a dynamic import, not followed). */
const wrapperCss = (wrapper: string) => cssModulesOfTree(wrapper);

describe('deferred components load their styles with the page', () => {
  it.each([
    ['components/layout/DeferredHeader.tsx', 'components/layout/Header.tsx'],
    ['components/layout/DeferredFooter.tsx', 'components/layout/Footer.tsx'],
    ['components/account/DeferredSignupForm.tsx', 'components/account/SignupForm.tsx'],
    ['components/gift-certificates/DeferredGiftCertificateForm.tsx', 'components/gift-certificates/GiftCertificateForm.tsx'],
    ['components/cart/DeferredCartPageContent.tsx', 'components/cart/CartPageContent.tsx'],
    ['components/home/DeferredHomeContent.tsx', 'components/home/HomeContent.tsx'],
    ['components/product/DeferredProductContent.tsx', 'components/product/ProductContent.tsx'],
    ['components/blog/DeferredBlogList.tsx', 'components/blog/BlogList.tsx'],
    ['components/blog/DeferredBlogPostContent.tsx', 'components/blog/BlogPostContent.tsx'],
  ])('%s imports every CSS module of %s and what it imports', (wrapper, deferred) => {
    const imported = wrapperCss(wrapper);
    const missing = [...cssModulesOfTree(deferred)].filter((css) => !imported.has(css));
    expect(cssModulesOfTree(deferred).size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('rich content: the wrapper imports every CSS module of the content blocks', () => {
    const wrapper = new Set([...wrapperCss('components/content/DeferredRichContent.tsx')].map((file) => path.basename(file)));
    const missing = [...modulesUsedIn('components/content', 'DeferredRichContent.tsx')].filter((css) => !wrapper.has(css));
    expect(missing).toEqual([]);
  });

  it.each(['DeferredCategoryListing.tsx', 'DeferredSearchResults.tsx'])('%s imports the listing styles', (wrapperFile) => {
    const wrapper = cssImports(read(path.join('components/search', wrapperFile)));
    // The deferred listings render SearchResults' and CategoryListing's components; their styles are SearchResults.module.css
    // (SearchBox.module.css belongs to the header's search, which is not deferred).
    const used = [...modulesUsedIn('components/search', wrapperFile)].filter((css) => css !== 'SearchBox.module.css');
    expect(used.filter((css) => !wrapper.has(css))).toEqual([]);
  });
});
