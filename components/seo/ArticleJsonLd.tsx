import { publicConfig } from '@/lib/public-config';
import JsonLd from './JsonLd';
import { articleJsonLd } from './json-ld';
import type { ArticleInput } from './json-ld';

/** Article structured data for a blog post (post.slug is its site path, e.g. "blog/creatine-explained"). */
export default function ArticleJsonLd({ post, siteUrl }: { post: ArticleInput & { slug: string }; siteUrl?: string }) {
  const url = `${(siteUrl ?? publicConfig.siteUrl).replace(/\/+$/, '')}/${post.slug.replace(/^\/+/, '')}`;
  return <JsonLd data={articleJsonLd(post, url)} />;
}
