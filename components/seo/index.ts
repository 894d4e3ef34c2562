export { default as Seo } from './Seo';
export { default as JsonLd } from './JsonLd';
export { default as OrganizationJsonLd } from './OrganizationJsonLd';
export { default as ProductJsonLd } from './ProductJsonLd';
export { default as BreadcrumbJsonLd } from './BreadcrumbJsonLd';
export { default as ArticleJsonLd } from './ArticleJsonLd';
export { default as FaqJsonLd } from './FaqJsonLd';
export * from './json-ld';
