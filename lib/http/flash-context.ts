import { createContext } from 'react';
import type { Flash } from '@/lib/http/flash-types';

/** The flash of the page being shown (its `flash` prop, read on the server by readFlash), for forms deep inside it. */
export const FlashContext = createContext<Flash | null>(null);
