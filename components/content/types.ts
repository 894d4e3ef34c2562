/**
 * Shapes of the rich-content nodes the renderer understands (docs/data-model.md), after the content service
 * resolved their references (lib/content/rich-content.ts). Every field is optional: content is edited by people
 * and a missing field must degrade, never crash.
 */
import type { ContentImage, PortableBlock } from '@/lib/content/types';

export type PortableValue = PortableBlock[];

export interface ResolvedImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export type OverlayBadge = 'pharmaceuticalGrade' | 'improvedFormula' | 'sale' | 'hasta' | 'veganCertified' | 'plantBased';

export interface FaqNode {
  _type: 'faq';
  _key?: string;
  question?: string;
  answer?: PortableValue;
}

export interface ImageNode {
  _type: 'image';
  _key?: string;
  asset?: { _ref?: string; url?: string; width?: number; height?: number } | null;
  image?: ResolvedImage | ContentImage | null;
  altText?: string;
  caption?: string;
  link?: string;
  newTab?: boolean;
  border?: boolean;
  floatLeft?: boolean;
  floatRight?: boolean;
  fullWidth?: boolean;
  ratio?: string;
  width?: number;
  overlay?: string[];
}

export interface NutritionPanelNode {
  _type: 'nutritionPanel';
  _key?: string;
  title?: string;
  subTitle1?: string;
  subTitle2?: string;
  subTitle3?: string;
  content?: { rows?: { _key?: string; cells?: string[] }[] };
}

export interface TableNode {
  _type: 'table';
  _key?: string;
  rows?: { _key?: string; cells?: string[] }[];
}

export interface YotpoGalleryNode {
  _type: 'yotpoGallery';
  _key?: string;
  galleryId?: string;
  productId?: string | number;
}

export interface FormNode {
  _type: 'form';
  _key?: string;
  formType?: string;
  klaviyoId?: string;
  shortStackId?: string;
  height?: number;
}

export interface ColumnsNode {
  _type: 'columns';
  _key?: string;
  colNumber?: number;
  content?: PortableValue;
}

export interface VimeoVideoNode {
  _type: 'vimeoVideo';
  _key?: string;
  videoId?: string | number;
  title?: string;
}

export interface RecipeNode {
  _type: 'recipe';
  _key?: string;
  title?: string;
  yield?: string | number;
  calories?: number;
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
  ingredientsSection?: { _key?: string; title?: string; items?: string[] }[];
  instructionsSection?: { _key?: string; title?: string; steps?: string[] }[];
}

export interface CalloutNode {
  _type: 'aside' | 'message' | 'warning';
  _key?: string;
  content?: PortableValue;
}

export interface InsertAsideNode {
  _type: 'insertAside';
  _key?: string;
  aside?: { _ref?: string };
  asideContent?: PortableValue | null;
  asideTitle?: string | null;
}

export interface ProductRef {
  productId: number | null;
  slug: string | null;
  title: string;
  shortDescription: string;
}

export interface RecommendedProductNode {
  _type: 'recommendedProduct';
  _key?: string;
  product?: { _ref?: string };
  productRef?: ProductRef | null;
  why?: string;
  how?: string;
}

/** A link annotation (markDef) after resolution. */
export interface LinkMarkDef {
  _type: string;
  _key?: string;
  href?: string | null;
  newTab?: boolean;
  anchor?: string;
  slug?: string | null;
  refType?: string | null;
  refTitle?: string | null;
  reference?: { _ref?: string };
}
