import { createClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import type { AppConfig } from '../config';
import { sanityClientOptions } from '../content/sanity';
import { toUpstreamError } from '../http/upstream-error';
import { observeUpstream } from '../operations/upstream';
import { slugPath } from '../http/return-path';
import type { PreviewAccess } from './types';

/**
 * Hosted content: the Studio's 'Open preview' writes a short-lived secret (one hour) into the dataset and opens
 * `/api/preview?sanity-preview-secret=…&sanity-preview-pathname=/about-us`; the secret is checked against Sanity
 * with the read token. No long-lived secret travels in URLs. Sanity failing to answer the check is an UpstreamError
 * (the shop's 503/502), as for every content call, not an internal error.
 */
export function createSanityPreviewAccess(config: NonNullable<AppConfig['content']>): PreviewAccess {
  const client = createClient({
    ...sanityClientOptions(config),
    useCdn: false,
    token: config.token,
    perspective: 'raw',
    // The secret's check is a hosted call like any other: logged, traced, carrying the trace context.
    requestHandler: (request, next) =>
      observeUpstream({ service: 'sanity', operation: 'check preview secret' }, (headers) => next({ ...request, headers: { ...request.headers, ...headers } })),
  });
  return {
    kind: 'link',
    refusal: 'The preview secret is missing, wrong or expired (it lasts an hour). Open the preview again from the Studio.',
    async check(requestUrl) {
      let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
      try {
        result = await validatePreviewUrl(client, requestUrl);
      } catch (error) {
        throw toUpstreamError('content', error);
      }
      const { isValid, redirectTo } = result;
      return isValid ? { redirectTo: slugPath(redirectTo) } : null;
    },
  };
}
