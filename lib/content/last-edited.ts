import type { BlogTeaser } from './types';

/**
 * When a post last changed, for search engines: its last edit, or its publication when that is later (a post
 * published on a date after its last edit) or the edit time is unknown. ISO, or '' when neither is known.
 */
export function lastEdited(post: Pick<BlogTeaser, 'publishedAt' | 'updatedAt'>): string {
  const published = Date.parse(post.publishedAt);
  const updated = Date.parse(post.updatedAt);
  if (Number.isNaN(updated)) return Number.isNaN(published) ? '' : post.publishedAt;
  return !Number.isNaN(published) && published > updated ? post.publishedAt : post.updatedAt;
}
