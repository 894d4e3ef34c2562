import JsonLd from './JsonLd';
import { faqEntries, faqPageJsonLd } from './json-ld';

/** FAQPage structured data built from the faq blocks of a rich-content value; nothing when it has none. */
export default function FaqJsonLd({ value }: { value: unknown }) {
  return <JsonLd data={faqPageJsonLd(faqEntries(value))} />;
}
