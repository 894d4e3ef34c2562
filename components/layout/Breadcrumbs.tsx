import Link from 'next/link';
import type { SiteLink } from '@/lib/navigation';

/** A breadcrumb trail; the last crumb is the current page. */
export default function Breadcrumbs({ trail }: { trail: SiteLink[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumbs">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
