export { default as Seo } from './Seo';
export { default as JsonLd } from './JsonLd';
