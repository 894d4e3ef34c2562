import { createContext } from 'react';

/** Whether the page being shown is an editor's preview (its `preview` prop): shell data is then fetched at draft URLs. */
export const PreviewContext = createContext(false);
