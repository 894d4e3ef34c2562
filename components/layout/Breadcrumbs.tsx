import Link from 'next/link';

interface Crumb {
  title: string;
  href: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export default function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumbs">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.title}
            </li>
          ) : (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
