import Link from 'next/link';
import SmartImage from '@/components/ui/SmartImage';
import type { HomePageDoc } from '@/lib/content/types';
import styles from './Home.module.css';

/** The image's rendered width (Home.module.css): the hero's width (page less 1.5 rem padding), halved above 800 px. */
const HERO_SIZES = '(max-width: 800px) calc(100vw - 5rem), (max-width: 1280px) calc(50vw - 3.5rem), 584px';

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
        <SmartImage src={hero.image.url} alt={hero.image.alt} width={hero.image.width} height={hero.image.height} priority sizes={HERO_SIZES} className={styles.heroImage} />
      )}
    </section>
  );
}
