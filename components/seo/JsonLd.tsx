/**
 * Renders a page's structured data: one <script type="application/ld+json"> per entry. The entries are built and
 * serialised on the server (`structuredData(...)` in getStaticProps), so the browser only receives the text.
 */
export default function JsonLd({ json }: { json: readonly string[] | null | undefined }) {
  if (!json?.length) return null;
  return (
    <>
      {json.map((text, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
      ))}
    </>
  );
}
