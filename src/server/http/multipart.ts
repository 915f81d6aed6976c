import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

/*
 * Multipart bodies with `attachFieldsToBody: 'keyValues'`: the text fields become the body and
 * are validated by the spec's schema like JSON. A file field's body value is its file name (so
 * the `format: binary` string validates); the bytes are kept aside here for the handler.
 */

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

const files = new WeakMap<FastifyRequest, Map<string, UploadedFile>>();

/** @fastify/multipart `onFile`: buffers the file (its size limit applies) and records it. */
export async function onFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const data = await part.toBuffer();
  let map = files.get(this);
  if (!map) files.set(this, (map = new Map()));
  map.set(part.fieldname, { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
  (part as unknown as { value: string }).value = part.filename || part.fieldname;
}

/** The file sent in `field`, or undefined when the field was absent or sent as plain text. */
export function uploadedFile(req: FastifyRequest, field: string): UploadedFile | undefined {
  return files.get(req)?.get(field);
}

/** The image sent in `field`: its bytes and the type they name (undefined when they name none); undefined when no file was sent. */
export function uploadedImage(req: FastifyRequest, field: string): { data: Buffer; kind: ImageKind | undefined } | undefined {
  const file = uploadedFile(req, field);
  return file && { data: file.data, kind: sniffImage(file.data) };
}

export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

/** The image type from the file's first bytes (never from its name or declared type). */
export function sniffImage(data: Buffer): ImageKind | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', mime: 'image/png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return { ext: 'gif', mime: 'image/gif' };
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return { ext: 'webp', mime: 'image/webp' };
  return undefined;
}

export interface DocumentKind {
  ext: 'pdf' | 'png' | 'jpg' | 'webp';
  mime: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';
}

/** A PDF, PNG, JPEG or WebP file from its first bytes (a GIF or anything else is undefined); whether a PDF parses is checked apart. */
export function sniffDocument(data: Buffer): DocumentKind | undefined {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  const image = sniffImage(data);
  return image && image.ext !== 'gif' ? (image as DocumentKind) : undefined;
}
