import Breadcrumbs from '@/components/layout/Breadcrumbs';
import SmartImage from '@/components/ui/SmartImage';
import type { AmbassadorDoc } from '@/lib/content/types';
import { breadcrumbTrail } from '@/lib/navigation';
import BlogCard from './BlogCard';
import styles from './Blog.module.css';

/** An ambassador's page: the trail, their portrait, name and sport, their bio and the blog posts that mention them. */
export default function AmbassadorProfile({ ambassador }: { ambassador: AmbassadorDoc }) {
  return (
    <>
      <Breadcrumbs trail={breadcrumbTrail({ title: ambassador.name, slug: ambassador.slug })} />
      <header className={styles.profile}>
        {ambassador.image && (
          <SmartImage src={ambassador.image.url} alt={ambassador.image.alt} width={160} height={160} sizes="(max-width: 600px) 96px, 160px" priority />
        )}
        <div>
          <h1>{ambassador.name}</h1>
          {ambassador.sport && <p className={styles.byline}>Bulk Nutrients ambassador · {ambassador.sport}</p>}
        </div>
      </header>
      {ambassador.bio && <p className="page-intro">{ambassador.bio}</p>}
      {ambassador.posts.length > 0 && (
        <section aria-labelledby="ambassador-posts">
          <h2 id="ambassador-posts">On the blog with {ambassador.name}</h2>
          <ul className={styles.list}>
            {ambassador.posts.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
