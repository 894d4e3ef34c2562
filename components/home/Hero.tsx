import Link from 'next/link';
import SmartImage from '@/components/ui/SmartImage';
import type { HomePageDoc } from '@/lib/content/types';
import styles from './Home.module.css';

export default function Hero({ hero }: { hero: HomePageDoc['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.heroText}>
        <h1 id="hero-heading">{hero.heading}</h1>
        <p>{hero.text}</p>
        {hero.ctaLabel && (
          <Link href={hero.ctaHref} className="button">
            {hero.ctaLabel}
          </Link>
        )}
      </div>
      {hero.image && (
        <SmartImage src={hero.image.url} alt={hero.image.alt} width={hero.image.width} height={hero.image.height} priority sizes="(max-width: 800px) 100vw, 640px" className={styles.heroImage} />
      )}
    </section>
  );
}
