import { useEffect } from 'react';
import { loadTracker } from '@/lib/marketing/tracker';
import { publicConfig } from '@/lib/public-config';
import type { FormNode } from './types';
import styles from './ContentForm.module.css';

const MISSING_FORM_TYPE = 'Missing form type: The form type you have used is not supported here';

const DEFAULT_SHORTSTACK_HEIGHT = 600;

function shortStackUrl(id: string): string {
  return `https://shortstack.page/${encodeURIComponent(id)}`;
}

/**
 * A Klaviyo signup form: the `klaviyo-form-{id}` div that Klaviyo's onsite script fills, the script loaded once the
 * div is on the page and hydrated (filled before, it would not be React's: rich content hydrates late, and React
 * would draw the div again, empty; and a widget drawn inside a part still waiting to hydrate does not hear its
 * presses).
 */
function KlaviyoForm({ id, publicKey }: { id: string; publicKey: string }) {
  useEffect(() => loadTracker(publicKey), [publicKey]);
  return <div className={`klaviyo-form-${id} ${styles.klaviyo}`} />;
}

/**
 * An embedded form: a Klaviyo signup form (when Klaviyo is configured, nothing otherwise) or a ShortStack campaign
 * (a lazy iframe of the given height with hosted marketing, else a link to the form). Any other type shows the
 * 'Missing form type' message.
 */
export default function ContentForm({ value }: { value: FormNode }) {
  if (value.formType === 'klaviyo') {
    // Without Klaviyo there is no form to show (shoppers sign up to the newsletter when they create an account).
    if (!publicConfig.klaviyoPublicKey || !value.klaviyoId) return null;
    return <KlaviyoForm id={value.klaviyoId} publicKey={publicConfig.klaviyoPublicKey} />;
  }
  if (value.formType === 'shortStack') {
    const height = typeof value.height === 'number' && value.height > 0 ? Math.round(value.height) : DEFAULT_SHORTSTACK_HEIGHT;
    if (!value.shortStackId) return <p className={styles.note} role="note">This form is unavailable.</p>;
    if (publicConfig.modes.marketing !== 'hosted') {
      return (
        <p className={styles.note} role="note">
          <a href={shortStackUrl(value.shortStackId)} target="_blank" rel="noopener noreferrer" className={styles.link}>
            Open this form on shortstack.page<span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
      );
    }
    return (
      <iframe
        className={styles.iframe}
        src={shortStackUrl(value.shortStackId)}
        title="ShortStack form"
        height={height}
        style={{ height }}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <p className={styles.error} data-form-type={value.formType ?? ''}>
      {MISSING_FORM_TYPE}
    </p>
  );
}
