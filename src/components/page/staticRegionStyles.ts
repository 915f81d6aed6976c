/** Marks the element of a StaticRegion (src/components/page/StaticRegion.tsx). */
export const STATIC_REGION_ATTRIBUTE = 'data-static-region';

/**
 * MUI's buttons draw their keyboard focus from a class their script adds, and a kept region's
 * buttons (links styled as buttons) have no script: they show it with CSS alone. White inside
 * dark blue is seen on the light pages and on the blue panels alike.
 */
export function staticRegionFocusStyles(ring: string) {
  return {
    [`[${STATIC_REGION_ATTRIBUTE}] .MuiButtonBase-root:focus-visible`]: { outline: '2px solid #ffffff', outlineOffset: 0, boxShadow: `0 0 0 4px ${ring}` },
  };
}
