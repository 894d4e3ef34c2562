import { PortableText } from '@portabletext/react';
import type { PortableTextBlock } from '@portabletext/react';
import { useContentContext } from './content-context';

interface Props {
  value: unknown;
}

/** Portable Text inside a block (FAQ answer, column content, aside...), rendered with the parent renderer's components. */
export default function NestedContent({ value }: Props) {
  const context = useContentContext();
  if (typeof value === 'string') return value ? <p>{value}</p> : null;
  if (!Array.isArray(value) || value.length === 0) return null;
  return <PortableText value={value as PortableTextBlock[]} components={context?.components} onMissingComponent={false} />;
}
