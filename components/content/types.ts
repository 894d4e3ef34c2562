/**
 * Shapes of the rich-content nodes the renderer understands, mapped from the types TypeGen writes from the
 * Studio's schema (lib/content/sanity.types.ts, `npm run typegen`), plus what the content service adds when it
 * resolves references (lib/content/rich-content.ts). Every field is optional: content is edited by people and a
 * missing field must degrade, never crash. A schema change that removes or renames a field the renderer reads
 * fails the type check here.
 */
import type { RichText } from '@/lib/content/sanity.types';
import type { ContentImage, PortableBlock } from '@/lib/content/types';

export type PortableValue = PortableBlock[];

/** One member of the body's Portable Text, by `_type`, as the schema defines it. */
type Member<T extends RichText[number]['_type']> = Extract<RichText[number], { _type: T }>;

/**
 * A stored node as the renderer receives it: its `_type`, every schema field optional, and `Override` replacing
 * fields whose runtime shape is wider or resolved (nested content, references after resolution).
 */
type Editable<T extends { _type: string }, Override = object> = { _type: T['_type']; _key?: string } & Partial<
  Omit<T, '_type' | '_key' | keyof Override>
> &
  Override;

export type FaqNode = Editable<Member<'faq'>, { answer?: PortableValue }>;

export type ImageNode = Editable<
  Member<'image'>,
  {
    asset?: { _ref?: string; url?: string; width?: number; height?: number } | null;
    /** Added by the content service from the asset document. */
    image?: ContentImage | null;
  }
>;

export interface TableRowNode {
  _key?: string;
  cells?: string[];
}

export type TableNode = Editable<Member<'table'>, { rows?: TableRowNode[] }>;

export type NutritionPanelNode = Editable<Member<'nutritionPanel'>, { content?: { rows?: TableRowNode[] } }>;

/** Ids typed by the schema as they are stored; older content may hold numbers, which the renderer accepts. */
export type YotpoGalleryNode = Editable<Member<'yotpoGallery'>, { productId?: string | number }>;

/** `formType` stays a plain string: unknown types are rendered as 'Missing form type'. */
export type FormNode = Editable<Member<'form'>, { formType?: string }>;

export type ColumnsNode = Editable<Member<'columns'>, { colNumber?: number; content?: PortableValue }>;

export type VimeoVideoNode = Editable<Member<'vimeoVideo'>, { videoId?: string | number }>;

type Section<T> = Partial<T> & { _key?: string };
type RecipeFields = Member<'recipe'>;

export type RecipeNode = Editable<
  RecipeFields,
  {
    yield?: string | number;
    ingredientsSection?: Section<Omit<NonNullable<RecipeFields['ingredientsSection']>[number], '_type' | '_key'>>[];
    instructionsSection?: Section<Omit<NonNullable<RecipeFields['instructionsSection']>[number], '_type' | '_key'>>[];
  }
>;

export type CalloutNode = Editable<Member<'aside'> | Member<'message'> | Member<'warning'>, { content?: PortableValue }>;

export type InsertAsideNode = Editable<
  Member<'insertAside'>,
  {
    aside?: { _ref?: string };
    /** Added by the content service from the referenced aside document. */
    asideContent?: PortableValue | null;
    asideTitle?: string | null;
  }
>;

export interface ProductRef {
  productId: number | null;
  slug: string | null;
  title: string;
  shortDescription: string;
}

export type RecommendedProductNode = Editable<
  Member<'recommendedProduct'>,
  {
    product?: { _ref?: string };
    /** Added by the content service from the referenced product document. */
    productRef?: ProductRef | null;
  }
>;

type StoredMarkDef = NonNullable<Member<'block'>['markDefs']>[number];
type KeysOfUnion<U> = U extends unknown ? keyof U : never;
type FieldOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;

/** A link annotation (markDef) after resolution: the fields of every link mark of the schema, all optional. */
export type LinkMarkDef = { [K in Exclude<KeysOfUnion<StoredMarkDef>, '_type' | '_key' | 'reference' | 'href'>]?: FieldOf<StoredMarkDef, K> } & {
  _type: string;
  _key?: string;
  reference?: { _ref?: string };
  /** `link` marks store it; the content service adds it to reference marks (null when unresolved). */
  href?: string | null;
  slug?: string | null;
  refType?: string | null;
  refTitle?: string | null;
};
