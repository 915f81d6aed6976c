import { createContext } from 'react';

/** What a prerendered page puts in its <head>, collected while it renders (effects do not run there). */
export interface DocumentHead {
  title?: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);
