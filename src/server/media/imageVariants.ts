import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type sharp from 'sharp';
import type { BlobStore } from '../blobs/blobStore';
import { lazyPackage } from '../lazyPackage';

/*
 * Raster images this server hosts (uploaded partner logos) are served to pages as AVIF and WebP
 * at a fixed ladder of widths, rendered on first request and kept on this process's disk: a cache
 * derived from the original in the blob store, which a process that never saw the upload fills
 * from the store. The SPA learns the ladder from /runtime-config.js and builds `<picture>`
 * sources from it (src/api/responsiveImage.ts).
 * SVG needs no variant (it is already resolution-independent); images on other hosts are shown as given.
 */

/** The image library, loaded when an image is first decoded or rendered. */
export const loadSharp = lazyPackage<typeof import('sharp')>('sharp');

/** Rendered widths in device pixels: a 150 px logo at 1×, 2×, 3×, up to a full-width photo on a desktop. */
export const IMAGE_WIDTHS = [96, 160, 320, 480, 800, 1280, 1920] as const;
type ImageFormat = 'avif' | 'webp';

/** The sources we render from; anything else under /uploads is served as it is. */
const RASTER_SOURCE = /\.(png|jpe?g|gif|webp)$/i;

/** A decoded size beyond this is refused (a small file can decode to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

const ENCODE: Record<ImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // Effort 4 of 9: a 320 px logo encodes in tens of milliseconds, once.
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface VariantRequest {
  width: number;
  format: ImageFormat;
  /** The source's key in the uploads (`partners/ab12.png`). */
  source: string;
}

/**
 * `320/partners/ab12.png.avif` → the variant it names, or undefined when it names none we render
 * (another width, another format, a non-raster source, a path that leaves the uploads folder).
 */
export function parseVariantPath(rest: string): VariantRequest | undefined {
  const match = /^(\d{1,4})\/(.+)\.(avif|webp)$/.exec(rest);
  if (!match) return undefined;
  const width = Number(match[1]);
  const source = match[2];
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !RASTER_SOURCE.test(source)) return undefined;
  const normalized = path.posix.normalize(source);
  if (normalized !== source || normalized.startsWith('../') || normalized.startsWith('/') || source.includes('\\') || source.includes('\0')) return undefined;
  return { width, format: match[3] as ImageFormat, source };
}

/** Renders one variant: oriented by its EXIF tag, no wider than asked (never enlarged), metadata dropped. */
async function renderVariant(input: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = loadSharp()(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
  return ENCODE[format](image).toBuffer();
}

/** Whether every pixel of the bytes decodes, within the pixel limit. */
export async function decodesFully(input: Buffer): Promise<boolean> {
  try {
    // Streamed into a thumbnail, so memory stays small: a truncated or corrupt file fails here.
    await loadSharp()(input, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width: 32 }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Variants of the images in `uploads`, kept on disk under `cacheDir` and rendered once per process:
 * concurrent requests for the same one share a single rendering, and a file appears only complete
 * (written aside, then renamed).
 */
export function createVariantStore(uploads: BlobStore, cacheDir: string) {
  const rendering = new Map<string, Promise<string | undefined>>();

  async function render(request: VariantRequest, target: string): Promise<string | undefined> {
    const source = await uploads.get(request.source);
    if (!source) return undefined; // no such upload
    const output = await renderVariant(source.data, request.width, request.format);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    try {
      await writeFile(partial, output);
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => undefined); // a full disk leaves no partial rendering
      throw error;
    }
    return target;
  }

  /** The file holding the variant, rendering it first if needed; undefined when its source does not exist. */
  async function file(request: VariantRequest): Promise<string | undefined> {
    const target = path.join(cacheDir, String(request.width), `${request.source}.${request.format}`);
    try {
      if ((await stat(target)).isFile()) return target;
    } catch {
      // not rendered yet
    }
    let pending = rendering.get(target);
    if (!pending) {
      pending = render(request, target).finally(() => rendering.delete(target));
      rendering.set(target, pending);
    }
    return pending;
  }

  return { file };
}
