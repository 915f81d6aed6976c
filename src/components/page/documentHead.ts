import { createContext } from 'react';

/** What a prerendered page puts in its <head>. */
export interface DocumentHead {
  title?: string;
}

/** Where a page being prerendered reports its <head>, while it renders (effects do not run there). */
export const DocumentHeadContext = createContext<((head: DocumentHead) => void) | null>(null);
