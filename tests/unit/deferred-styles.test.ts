import fs from 'node:fs';
import path from 'node:path';

/*
 * Deferred code (components/ui/deferred-hydration.tsx, components/search/server-html-until-idle.tsx) renders a
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

describe('deferred components load their styles with the page', () => {
  it('rich content: the wrapper imports every CSS module of the content blocks', () => {
    const wrapper = cssImports(read('components/content/DeferredRichContent.tsx'));
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
