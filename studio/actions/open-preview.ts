/** The 'Open preview' document action: opens the shop's preview of the document being edited, drafts included. */
import { EyeOpenIcon } from '@sanity/icons';
import { useToast } from '@sanity/ui';
import { useState } from 'react';
import { useClient, useCurrentUser, type DocumentActionComponent } from 'sanity';
import { STUDIO_API_VERSION } from '../schemaTypes/fields';
import { createPreviewUrl, previewPathFor, type PreviewableDocument } from '../lib/preview-url';

/** The shop this Studio previews on (SITE_URL, passed by scripts/studio.mjs). */
const SHOP_URL = process.env.SANITY_STUDIO_SHOP_URL || 'http://localhost:3000';

export const OpenPreviewAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: STUDIO_API_VERSION });
  const user = useCurrentUser();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const document = { ...(props.draft ?? props.published), _type: props.type } as PreviewableDocument;
  const path = previewPathFor(document);

  return {
    label: opening ? 'Opening preview…' : 'Open preview',
    icon: EyeOpenIcon,
    disabled: !path || opening,
    title: path ? `Open ${path} on the shop with unpublished changes` : 'Give the document a slug to preview it',
    onHandle: () => {
      // Opened now, inside the click, so pop-up blockers allow it; pointed at the shop once the secret exists.
      const tab = window.open('', '_blank');
      setOpening(true);
      createPreviewUrl({
        client,
        document,
        shopUrl: SHOP_URL,
        studioUrl: `${window.location.origin}${window.location.pathname}`,
        userId: user?.id,
      })
        .then((url) => {
          if (!tab) {
            window.location.assign(url);
            return;
          }
          tab.opener = null;
          tab.location.href = url;
        })
        .catch((error: unknown) => {
          tab?.close();
          toast.push({ status: 'error', title: 'Could not open the preview', description: error instanceof Error ? error.message : String(error) });
        })
        .finally(() => {
          setOpening(false);
          props.onComplete();
        });
    },
  };
};
OpenPreviewAction.displayName = 'OpenPreviewAction';
