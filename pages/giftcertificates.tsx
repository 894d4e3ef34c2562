import { JsonLd, Seo } from '@/components/seo';
import { informationPageJsonLd } from '@/components/seo/page-json-ld';
import RichContent from '@/components/content/DeferredRichContent';
import GiftCertificateForm from '@/components/gift-certificates/DeferredGiftCertificateForm';
import { customerToFillIn } from '@/lib/accounts/signed-in-customer';
import { getContent } from '@/lib/content';
import type { ROUTES_WITH_PAGE_COPY } from '@/lib/content/paths';
import type { PageDoc } from '@/lib/content/types';
import { readFlash, type Flash } from '@/lib/http/flash';
import { currentCustomerId } from '@/lib/http/session';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { classifyUpstream } from '@/lib/http/upstream-error';
import { getLogger, serializeError } from '@/lib/operations/logger';
import { withPreview, type PreviewProp } from '@/lib/page-context';

/** The route's own path, whose information page (a route with page copy: lib/content/paths.ts) is its copy. */
const SLUG: (typeof ROUTES_WITH_PAGE_COPY)[number] = 'giftcertificates';
const FALLBACK_TITLE = 'Gift certificates';

interface Props {
  /** The page's copy from the content (`page-giftcertificates`); null when the content has none or is down. */
  page: Pick<PageDoc, 'title' | 'description' | 'body'> | null;
  structuredData: string[];
  /** The signed-in customer's name and email for the form's sender; null for a guest. */
  sender: { name: string; email: string } | null;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/**
 * Gift certificates: the page's copy from the content, with the purchase form after its introduction. The page is
 * rendered per request for one shopper (the form comes back here with its messages and values after a post
 * without JavaScript, and a signed-in customer finds their name and email filled in), so it is never shared by a
 * cache; the form itself sells a certificate the same way whatever the content says.
 */
export default function GiftCertificatesPage({ page, structuredData, sender, preview }: Props & PreviewProp) {
  const title = page?.title ?? FALLBACK_TITLE;
  return (
    <article className="prose">
      <Seo title={title} description={page?.description} path={`/${SLUG}`} noindex={preview} />
      <JsonLd json={structuredData} />
      <h1>{title}</h1>
      {page?.description && <p className="page-intro">{page.description}</p>}
      <GiftCertificateForm sender={sender} />
      {page && <RichContent value={page.body} />}
    </article>
  );
}

/** The page's copy; none when the content service cannot answer (the form still sells: it needs no content). */
async function pageOf(preview: boolean): Promise<PageDoc | null> {
  try {
    return await getContent().getPage(SLUG, { preview });
  } catch (error) {
    if (!classifyUpstream(error)) throw error;
    getLogger().warn({ err: serializeError(error) }, "the gift certificates page's copy could not be read");
    return null;
  }
}

/** The signed-in customer as the form's sender; none when the store cannot say (the form still works). */
async function senderOf(customerId: number | null): Promise<Props['sender']> {
  const customer = await customerToFillIn(customerId, "the gift certificate form's sender");
  return customer ? { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email } : null;
}

export const getServerSideProps = withPreview<Props>(async (context, preview) => {
  const { req, res } = context;
  res.setHeader('Cache-Control', 'private, no-store');
  const customerId = await currentCustomerId(req, res);
  const [page, sender, shopper, flash] = await Promise.all([
    pageOf(preview),
    senderOf(customerId),
    readShopper(req, res, customerId),
    readFlash(context),
  ]);
  return {
    props: {
      page: page && { title: page.title, description: page.description, body: page.body },
      structuredData: page ? informationPageJsonLd({ body: page.body }) : [],
      sender,
      flash,
      shopper,
    },
  };
});
