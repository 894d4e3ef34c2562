import AddToCart from '@/components/cart/AddToCart';
import RichContent from '@/components/content/DeferredRichContent';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import ProductReviews from '@/components/reviews/ProductReviews';
import type { Product } from '@/lib/commerce/types';
import type { ProductContent as ProductContentDoc } from '@/lib/content/types';
import type { SiteLink } from '@/lib/navigation';
import type { Review } from '@/lib/reviews';
import ProductOverview from './ProductOverview';
import styles from './Product.module.css';

export interface ProductContentProps {
  product: Product;
  content: ProductContentDoc | null;
  reviews: Review[] | null;
  trail: SiteLink[];
  /** The product's default image (the page's own head tags use it too). */
  imageUrl: string | null;
  /** The variant chosen when the page opens (its address's `?variant=`), or null: the first one in stock. */
  variantId: number | null;
}

/** A product page's content: the trail, the gallery with the purchase form, the description and the reviews. */
export default function ProductContent({ product, content, reviews, trail, imageUrl, variantId }: ProductContentProps) {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <ProductOverview
        key={`${product.id}-${variantId ?? ''}`}
        product={product}
        variantId={variantId}
        renderPurchase={(variant, formId) => <AddToCart key={product.id} product={product} variant={variant} formId={formId} />} />
      <section className={styles.body} aria-labelledby="about-product">
        <h2 id="about-product">About {product.name}</h2>
        <p>{product.description}</p>
        {content && <RichContent value={content.body} />}
      </section>
      <ProductReviews
        product={{
          id: product.id,
          name: product.name,
          slug: product.slug,
          averageRating: product.averageRating,
          reviewCount: product.reviewCount,
          imageUrl,
          priceCents: product.priceRange.minCents,
        }}
        reviews={reviews}
      />
    </>
  );
}
