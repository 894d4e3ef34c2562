import { PortableText } from '@portabletext/react';
import type { PortableTextBlock, PortableTextComponents, PortableTextListItemComponent, PortableTextTypeComponentProps } from '@portabletext/react';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import BlockErrorBoundary from './BlockErrorBoundary';
import BulletList from './BulletList';
import Callout from './Callout';
import Columns from './Columns';
import ContentForm from './ContentForm';
import ContentImage from './ContentImage';
import ContentLink from './ContentLink';
import { ContentContext, useContentContext } from './content-context';
import type { ContentContextValue } from './content-context';
import DataTable from './DataTable';
import Decorator from './Decorator';
import Faq from './Faq';
import { collectHeadingIds } from './heading-id';
import InsertAside from './InsertAside';
import NumberedList from './NumberedList';
import NutritionPanel from './NutritionPanel';
import Recipe from './Recipe';
import RecommendedProduct from './RecommendedProduct';
import TextBlock from './TextBlock';
import type { CalloutNode } from './types';
import UnknownBlock from './UnknownBlock';
import VimeoVideo from './VimeoVideo';
import YotpoGallery from './YotpoGallery';
import styles from './RichContent.module.css';

// Block components take the node as `value`; the boundary keeps one broken block from taking the page down.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function guarded(blockType: string, Block: ComponentType<{ value: any }>) {
  function GuardedBlock({ value, isInline }: PortableTextTypeComponentProps<{ _type: string }>) {
    return (
      <BlockErrorBoundary blockType={blockType} isInline={isInline}>
        <Block value={value} />
      </BlockErrorBoundary>
    );
  }
  GuardedBlock.displayName = `Guarded(${blockType})`;
  return GuardedBlock;
}

function CalloutBlock({ value }: { value: CalloutNode }) {
  return <Callout variant={value._type} content={value.content} />;
}

function Unknown({ value, isInline }: PortableTextTypeComponentProps<{ _type: string }>) {
  return <UnknownBlock blockType={value?._type} isInline={isInline} />;
}

const LINK_MARKS = ['link', 'internalLink', 'onPageLink', 'blogPost', 'category', 'ambassador', 'page', 'product'] as const;

/**
 * A list item; one that is a single link (a list of categories or products to go to) is marked so that its link
 * is a target a finger can hit (RichContent.module.css), which a link inside a sentence cannot be.
 */
const ListItem: PortableTextListItemComponent = ({ value, children }) => {
  const links = new Set((value.markDefs ?? []).filter((mark) => (LINK_MARKS as readonly string[]).includes(mark._type)).map((mark) => mark._key));
  const [first, ...rest] = value.children ?? [];
  const link = first && 'marks' in first ? first.marks?.find((mark) => links.has(mark)) : undefined;
  const oneLink = link !== undefined && rest.every((child) => 'marks' in child && child.marks?.includes(link));
  return <li className={oneLink ? styles.linkItem : undefined}>{children}</li>;
};

/** The renderer's components for every block type and mark of the content model (docs/data-model.md). */
export const contentComponents: PortableTextComponents = {
  types: {
    faq: guarded('faq', Faq),
    image: guarded('image', ContentImage),
    nutritionPanel: guarded('nutritionPanel', NutritionPanel),
    yotpoGallery: guarded('yotpoGallery', YotpoGallery),
    form: guarded('form', ContentForm),
    columns: guarded('columns', Columns),
    vimeoVideo: guarded('vimeoVideo', VimeoVideo),
    recipe: guarded('recipe', Recipe),
    aside: guarded('aside', CalloutBlock),
    message: guarded('message', CalloutBlock),
    warning: guarded('warning', CalloutBlock),
    insertAside: guarded('insertAside', InsertAside),
    table: guarded('table', DataTable),
    recommendedProduct: guarded('recommendedProduct', RecommendedProduct),
  },
  block: TextBlock,
  list: { bullet: BulletList, number: NumberedList },
  listItem: ListItem,
  marks: {
    ...Object.fromEntries(LINK_MARKS.map((mark) => [mark, ContentLink])),
    sub: Decorator,
    sup: Decorator,
  },
  unknownType: Unknown,
};

interface Props {
  /** Portable Text, with references resolved by the content service. */
  value: unknown;
  className?: string;
}

/**
 * Renders rich content (Portable Text): text blocks, lists, marks and every custom block of the data model.
 * Unknown block types show 'Something went wrong'; a block that throws is contained the same way.
 */
export default function RichContent({ value, className }: Props) {
  const parent = useContentContext();
  const blocks = Array.isArray(value) ? (value as PortableTextBlock[]) : null;
  const context = useMemo<ContentContextValue>(
    () => parent ?? { components: contentComponents, headingIds: collectHeadingIds(blocks ?? []) },
    [parent, blocks],
  );
  if (!blocks || blocks.length === 0) return null;
  return (
    <ContentContext.Provider value={context}>
      <div className={className ? `${styles.content} ${className}` : styles.content}>
        <PortableText value={blocks} components={contentComponents} onMissingComponent={false} />
      </div>
    </ContentContext.Provider>
  );
}
