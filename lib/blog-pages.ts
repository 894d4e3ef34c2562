import { getContent } from './content';
import { BLOG_PAGE_SIZE } from './site';
import type { BlogTeaser } from './content/types';

/** One page of the blog index (1-based), or null past the last page. */
export async function loadBlogPage(page: number, preview: boolean): Promise<{ posts: BlogTeaser[]; pageCount: number } | null> {
  const content = getContent();
  const total = await content.countBlogPosts({ preview });
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const posts = await content.listBlogTeasers(start, start + BLOG_PAGE_SIZE, { preview });
  return { posts, pageCount };
}
