/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentService } from '@/lib/content';
import { buildViews, createEmbeddedSource, parseNdjson } from '@/lib/content/embedded';

const FIXTURE = path.join(__dirname, '../fixtures/content.ndjson');
const content = new ContentService(createEmbeddedSource(FIXTURE));

describe('embedded content adapter (groq-js over NDJSON)', () => {
  it('reads a published page and hides drafts outside preview', async () => {
    const page = await content.getPage('about-us');
    expect(page?.title).toBe('About us');
    expect(page?.isDraft).toBe(false);
    expect(await content.getPage('new-season-preview')).toBeNull();
  });

  it('overlays drafts in preview, including draft-only documents', async () => {
    const page = await content.getPage('about-us', { preview: true });
    expect(page?.title).toBe('About us (draft)');
    expect(page?.isDraft).toBe(true);
    expect((await content.getPage('new-season-preview', { preview: true }))?.title).toBe('Only a draft');
    expect((await content.getAlert({ preview: true }))?.content[0]).toMatchObject({ children: [{ text: 'Draft alert text' }] });
    expect((await content.getAlert())?.content[0]).toMatchObject({ children: [{ text: 'Free shipping over $99' }] });
  });

  it('resolves references in rich content: links, missing links, images, asides and products', async () => {
    const page = await content.getPage('about-us');
    const [block, image, aside, recommended] = page!.body as Record<string, unknown>[];
    const marks = block.markDefs as Record<string, unknown>[];
    expect(marks[0]).toMatchObject({ href: '/faqs', refType: 'page', refTitle: 'FAQs' });
    expect(marks[1]).toMatchObject({ href: null });
    expect(marks[2]).toMatchObject({ href: '/blog/older', refType: 'blogPost' });
    expect(image.image).toEqual({ url: '/images/content/a.svg', alt: 'Inline', width: 800, height: 600 });
    expect(aside.asideTitle).toBe('Note');
    const asideMarks = (aside.asideContent as Record<string, unknown>[])[0].markDefs as Record<string, unknown>[];
    expect(asideMarks[0]).toMatchObject({ href: '/products/creatine' });
    expect(recommended.productRef).toEqual({ productId: 101, slug: 'whey-protein-isolate', title: 'Whey Protein Isolate', shortDescription: 'WPI' });
  });

  it('builds the category trail, children and products of all descendants', async () => {
    const root = await content.getCategory('categories/shop-by-sport');
    expect(root?.trail).toEqual([{ title: 'Shop by Sport', slug: 'categories/shop-by-sport' }]);
    expect(root?.children.map((c) => c.title)).toEqual(['Running']);
    expect(root?.productIds.sort()).toEqual([101, 102]);
    const trail = await content.getCategory('categories/shop-by-sport/running/trail-running');
    expect(trail?.trail.map((c) => c.title)).toEqual(['Shop by Sport', 'Running', 'Trail Running']);
    expect(trail?.productIds).toEqual([101]);
    expect(await content.getCategory('categories/nope')).toBeNull();
  });

  it('lists blog teasers newest first with paging, and by slug in the given order', async () => {
    expect(await content.countBlogPosts()).toBe(2);
    const first = await content.listBlogTeasers(0, 1);
    expect(first.map((p) => p.slug)).toEqual(['blog/newer']);
    expect((await content.listBlogTeasers(1, 2)).map((p) => p.slug)).toEqual(['blog/older']);
    const bySlug = await content.getBlogTeasersBySlugs(['blog/older', 'blog/missing', 'blog/newer']);
    expect(bySlug.map((p) => p.slug)).toEqual(['blog/older', 'blog/newer']);
    expect(bySlug[0]).toMatchObject({ authorName: 'Sam Writer', estimatedReadingTime: 3, featuredImage: { alt: 'Old image' } });
  });

  it('reads a blog post with author and related posts', async () => {
    const post = await content.getBlogPost('blog/older');
    expect(post?.author?.name).toBe('Sam Writer');
    expect(post?.related.map((p) => p.slug)).toEqual(['blog/newer']);
    expect((await content.getBlogPost('blog/newer', { preview: true }))?.title).toBe('Newer post (draft title)');
  });

  it('reads an ambassador with the blog posts that mention them, and links to their page', async () => {
    const ambassador = await content.getAmbassador('ambassadors/mia-fraser');
    expect(ambassador).toMatchObject({ name: 'Mia Fraser', sport: 'Trail running', bio: 'Runs mountains.', isDraft: false });
    expect(ambassador?.image).toMatchObject({ url: '/images/content/a.svg', alt: "Mia's portrait" });
    expect(ambassador?.posts.map((p) => p.slug)).toEqual(['blog/older']);
    expect(await content.getAmbassador('ambassadors/nobody')).toBeNull();
    expect(await content.listAmbassadorSlugs()).toEqual(['ambassadors/mia-fraser']);
    const marks = ((await content.getBlogPost('blog/older'))?.body[0] as unknown as { markDefs: Record<string, unknown>[] }).markDefs;
    expect(marks[0]).toMatchObject({ href: '/ambassadors/mia-fraser', refType: 'ambassador' });
  });

  it('reads the home page with featured product ids in order', async () => {
    const home = await content.getHomePage();
    expect(home?.featuredProductIds).toEqual([102, 101]);
    expect(home?.hero.image?.url).toBe('/images/content/a.svg');
    expect(home?.featuredPosts.map((p) => p.title)).toEqual(['Newer post']);
  });

  it('reads product content with its categories', async () => {
    const product = await content.getProductContent('whey-protein-isolate');
    expect(product?.productId).toBe(101);
    expect(product?.categories.map((c) => c.slug)).toEqual(['categories/shop-by-sport/running/trail-running']);
    expect((await content.listProductContent()).length).toBe(2);
  });

  it('shows the alert only inside its optional "show from" / "show until" window', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alert-'));
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const alertWith = async (window: Record<string, string>) => {
      const file = path.join(dir, `${Object.keys(window).join('-') || 'none'}-${Math.random()}.ndjson`);
      const content = [{ _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'Sale', marks: [] }] }];
      fs.writeFileSync(file, JSON.stringify({ _id: 'alert', _type: 'alert', content, ...window }));
      return new ContentService(createEmbeddedSource(file)).getAlert();
    };
    try {
      expect(await alertWith({})).not.toBeNull();
      expect(await alertWith({ startsAt: at(-1), endsAt: at(1) })).not.toBeNull();
      expect(await alertWith({ startsAt: at(1) })).toBeNull();
      expect(await alertWith({ endsAt: at(-1) })).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows an editor in preview the draft alert whatever its window, while shoppers keep the published one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alert-preview-'));
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const block = (text: string) => [{ _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text, marks: [] }] }];
    const textOf = (alert: Awaited<ReturnType<ContentService['getAlert']>>) => (alert?.content[0] as { children?: { text?: string }[] } | undefined)?.children?.[0]?.text ?? null;
    const serviceOf = (docs: object[]) => {
      const file = path.join(dir, `${Math.random()}.ndjson`);
      fs.writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join('\n'));
      return new ContentService(createEmbeddedSource(file));
    };
    try {
      const published = { _id: 'alert', _type: 'alert', content: block('Free shipping') };
      const scheduledDraft = serviceOf([published, { _id: 'drafts.alert', _type: 'alert', content: block('Spring sale'), startsAt: at(3) }]);
      expect(textOf(await scheduledDraft.getAlert({ preview: true }))).toBe('Spring sale');
      expect(textOf(await scheduledDraft.getAlert())).toBe('Free shipping');

      const endedDraft = serviceOf([published, { _id: 'drafts.alert', _type: 'alert', content: block('Last week'), endsAt: at(-1) }]);
      expect(textOf(await endedDraft.getAlert({ preview: true }))).toBe('Last week');

      const scheduledPublished = serviceOf([{ ...published, startsAt: at(3) }]);
      expect(textOf(await scheduledPublished.getAlert({ preview: true }))).toBe('Free shipping');
      expect(await scheduledPublished.getAlert()).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a broken dataset line clearly', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"x"}\nnot json', 'data.ndjson')).toThrow('data.ndjson: line 2 is not valid JSON');
  });

  it('keeps the published view free of drafts', () => {
    const { published, preview } = buildViews(parseNdjson('{"_id":"a","_type":"t","v":1}\n{"_id":"drafts.a","_type":"t","v":2}'));
    expect(published).toEqual([{ _id: 'a', _type: 't', v: 1 }]);
    expect(preview).toEqual([{ _id: 'a', _type: 't', v: 2, _originalId: 'drafts.a' }]);
  });
});
