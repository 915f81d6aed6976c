import { PLACEHOLDER_IMAGE } from '../../api/imageUrl';

/** Marks the images SafeImage renders. */
export const SAFE_IMAGE_ATTRIBUTE = 'data-safe-image';

/**
 * SafeImage's promise for the images of HTML React did not hydrate (a page's kept static regions):
 * from now on, one of them that fails to load shows the placeholder. Returns what stops watching.
 */
export function watchUnhydratedImages(root: HTMLElement, within: string): () => void {
  const replace = (event: Event) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || !img.hasAttribute(SAFE_IMAGE_ATTRIBUTE) || !img.closest(within)) return;
    if (img.getAttribute('src') === PLACEHOLDER_IMAGE) return;
    img
      .closest('picture')
      ?.querySelectorAll('source')
      .forEach((source) => source.remove());
    img.src = PLACEHOLDER_IMAGE;
  };
  // Load errors do not bubble: they are caught on their way down.
  root.addEventListener('error', replace, true);
  return () => root.removeEventListener('error', replace, true);
}
