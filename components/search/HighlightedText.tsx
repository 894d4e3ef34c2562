import type { HighlightPart } from '@/lib/search/highlight-parts';

/** Highlighted parts as text with <mark> elements (never HTML from the search service). */
export default function HighlightedText({ parts, className }: { parts: HighlightPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, i) => (part.highlighted ? <mark key={i}>{part.value}</mark> : <span key={i}>{part.value}</span>))}
    </span>
  );
}
