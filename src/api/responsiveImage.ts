import { runtimeConfig } from './runtimeConfig';

/** Uploaded raster images; SVG needs no rendering at other widths. */
const RASTER = /\.(png|jpe?g|gif|webp)$/i;
const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

export interface ImageSource {
  type: string;
  srcSet: string;
}

/**
 * `<picture>` sources for an image uploaded to the API's server: AVIF, then WebP, at each width the
 * server renders (`/images/<width>/<upload path>.<format>`, src/server/media). None for images
 * hosted elsewhere or vector ones, which are shown as they are.
 */
export function responsiveSources(url: string): ImageSource[] {
  const { apiBaseUrl, imageWidths } = runtimeConfig();
  const uploads = `${apiBaseUrl}/uploads/`;
  if (imageWidths.length === 0 || !url.startsWith(uploads)) return [];
  const source = url.slice(uploads.length);
  if (!RASTER.test(source) || /[?#]/.test(source)) return [];
  return FORMATS.map(([ext, type]) => ({ type, srcSet: imageWidths.map((w) => `${apiBaseUrl}/images/${w}/${source}.${ext} ${w}w`).join(', ') }));
}
