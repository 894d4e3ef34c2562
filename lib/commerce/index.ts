import { getConfig } from '../config';
import type { CommerceService } from './service';

export type { CommerceService } from './service';
export * from './types';
export { isCommerceError } from './errors';
export { everyOrder } from './order-paging';

let instance: Promise<CommerceService> | null = null;

/** Which products a category holds is the content's knowledge: discount codes limited to categories ask it. */
export async function categoryProducts(slug: string): Promise<number[]> {
  const { getContent } = await import('../content');
  return (await getContent().getCategory(slug))?.productIds ?? [];
}

/** The commerce service of this process, picked from config: BigCommerce when configured, else embedded SQLite. */
export function getCommerce(): Promise<CommerceService> {
  if (instance === null) {
    const config = getConfig();
    instance =
      config.modes.commerce === 'hosted' && config.commerce
        ? import('./bigcommerce').then(({ createBigCommerceService }) => createBigCommerceService(config.commerce!))
        : import('./embedded').then(({ createEmbeddedCommerce }) =>
            createEmbeddedCommerce({ dataDir: config.dataDir, seedFile: config.catalogueFile, categoryProducts }),
          );
    instance.catch(() => {
      instance = null;
    });
  }
  return instance;
}

/** Tests only. */
export function resetCommerceForTests(): void {
  instance = null;
}
