import Link from 'next/link';
import styles from './Home.module.css';

export default function CompareBanner() {
  return (
    <section className={styles.compare} aria-labelledby="compare-heading">
      <h2 id="compare-heading">Which protein gives you the most for your money?</h2>
      <p>Compare protein per serve, price per serve and price per 100 g of protein across our whole range.</p>
      <Link href="/protein-calculator" className="button button-secondary">
        Compare all proteins
      </Link>
    </section>
  );
}
