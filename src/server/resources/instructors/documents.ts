import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { InstructorDocument } from '../../db/schema';

/*
 * Instructors' documents are private: stored under random names in the documents directory,
 * which is outside the public uploads, and answered only by the two document operations, as a
 * download the browser neither renders inline nor caches.
 */

/** The name as uploaded, without any path, control characters or excess length; `fallback` when nothing is left. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}

/** `attachment` with an ASCII name for old clients and the exact name in RFC 5987's `filename*`. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file of a document in `dir`; its stored name is ours, but a name with a path is never followed. */
const fileOf = (dir: string, storedName: string) => {
  if (path.basename(storedName) !== storedName) throw new Error(`Unsafe stored document name: ${storedName}`);
  return path.join(dir, storedName);
};

/** Answers with the document's bytes and the headers that keep them private and inert. */
export async function sendDocument(reply: FastifyReply, dir: string, doc: InstructorDocument): Promise<FastifyReply> {
  const data = await readFile(fileOf(dir, doc.stored_name));
  return reply
    .headers({
      'content-disposition': attachmentHeader(doc.file_name),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    })
    .type(doc.mime_type)
    .send(data);
}
