import { PortableText, type PortableTextComponents } from '@portabletext/react';
import Link from 'next/link';
import type { Alert } from '@/lib/content/types';

const components: PortableTextComponents = {
  block: { normal: ({ children }) => <span>{children}</span> },
  marks: {
    // The editor's "Open in a new tab": a new tab, without giving it this page (noopener), and said to screen readers.
    link: ({ value, children }) =>
      value?.newTab === true ? (
        <a href={String(value?.href ?? '#')} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <a href={String(value?.href ?? '#')}>{children}</a>
      ),
    internalLink: ({ value, children }) =>
      value?.href ? <Link href={String(value.href)}>{children}</Link> : <span>{children}</span>,
  },
};

/** The alert's rich text. Its own chunk: the Portable Text renderer loads only once there is an alert to show. */
export default function AlertText({ content }: { content: Alert['content'] }) {
  return <PortableText value={content} components={components} />;
}
