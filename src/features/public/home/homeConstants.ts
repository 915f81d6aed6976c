/** The hero's timing and its animated figures (happy customers, average rating to one decimal). */
export const HERO_ROTATION_MS = 7000;
export const STAT_ANIMATION_MS = 2500;
export const HAPPY_CUSTOMERS = 1732;
export const AVERAGE_RATING = 4.8;
export const HOW_IT_WORKS_ID = 'how-it-works';
