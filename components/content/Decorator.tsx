import type { PortableTextMarkComponentProps } from '@portabletext/react';

const TAGS = { sub: 'sub', sup: 'sup', strong: 'strong', em: 'em' } as const;

/** Text decorators: strong, em, sub (e.g. H<sub>2</sub>O) and sup (e.g. 10<sup>6</sup>). */
export default function Decorator({ markType, children }: PortableTextMarkComponentProps) {
  const Tag = TAGS[markType as keyof typeof TAGS] ?? 'span';
  return <Tag>{children}</Tag>;
}
