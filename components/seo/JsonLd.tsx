import { serializeJsonLd } from './json-ld';

/** Renders structured data as <script type="application/ld+json">; nothing when data is null. */
export default function JsonLd({ data }: { data: object | null | undefined }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
