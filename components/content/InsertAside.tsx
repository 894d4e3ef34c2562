import Callout from './Callout';
import type { InsertAsideNode } from './types';

/** A reusable aside document inserted by reference (content and title resolved by the content service). */
export default function InsertAside({ value }: { value: InsertAsideNode }) {
  if (!Array.isArray(value.asideContent) || value.asideContent.length === 0) return null;
  return <Callout variant="aside" title={value.asideTitle} content={value.asideContent} />;
}
