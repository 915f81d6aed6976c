import type { FastifyReply } from 'fastify';
import type { BlobStore } from '../../blobs/blobStore';
import type { InstructorDocument } from '../../db/schema';

/*
 * Instructors' documents are private: stored under random names in the documents bucket of the
 * blob store, apart from the public uploads, and answered only by the two document operations, as
 * a download the browser neither renders inline nor caches.
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

/** Answers with the document's bytes and the headers that keep them private and inert. */
export async function sendDocument(reply: FastifyReply, documents: BlobStore, doc: InstructorDocument): Promise<FastifyReply> {
  const file = await documents.get(doc.stored_name);
  // The row and its file are written and deleted together: one without the other is the server's fault.
  if (!file) throw new Error(`The file of instructor document ${doc.id} (${doc.stored_name}) is missing from the documents store`);
  return reply
    .headers({
      'content-disposition': attachmentHeader(doc.file_name),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    })
    .type(doc.mime_type)
    .send(file.data);
}
