/**
 * Yotpo reviews widget (hosted reviews mode only). Browser-only helpers: load the widget script once and
 * (re)initialise the widgets on the page. Nothing here runs in the embedded mode.
 */

interface YotpoApi {
  initialized?: boolean;
  refreshWidgets?: () => void;
}

declare global {
  interface Window {
    yotpo?: YotpoApi;
  }
}

export const YOTPO_SCRIPT_ID = 'yotpo-widget-script';

export function yotpoScriptUrl(appKey: string): string {
  return `https://staticw2.yotpo.com/${encodeURIComponent(appKey)}/widget.js`;
}

/** Adds the widget script once per page load. The script initialises the widgets it finds when it loads. */
export function loadYotpoScript(appKey: string, doc: Document = document): void {
  if (doc.getElementById(YOTPO_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = YOTPO_SCRIPT_ID;
  script.src = yotpoScriptUrl(appKey);
  script.async = true;
  doc.body.appendChild(script);
}

/**
 * Re-scans the page for Yotpo widget containers (after a client-side navigation rendered new ones).
 * While the script is not loaded yet this fails; the failure is swallowed with a console note,
 * because the script initialises the widgets itself once it loads.
 */
export function refreshYotpoWidgets(): boolean {
  try {
    const yotpo = typeof window === 'undefined' ? undefined : window.yotpo;
    if (!yotpo || typeof yotpo.refreshWidgets !== 'function') throw new Error('Yotpo widget script is not loaded yet');
    yotpo.refreshWidgets();
    return true;
  } catch (error) {
    console.info('Reviews widget not initialised (its script has not loaded yet):', error instanceof Error ? error.message : error);
    return false;
  }
}
