import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** The server's HTML of `element` in the document, as the browser shows it before the page's scripts have run. */
export function serverHtml(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}
