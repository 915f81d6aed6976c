import type { FastifyReply } from 'fastify';
import type { BlobStore } from '../../blobs/blobStore';
import type { InstructorDocument } from '../../db/schema';
import { sendPrivateFile } from '../../http/privateFile';

/*
 * Instructors' documents are private: stored under random names in the documents bucket of the
 * blob store, apart from the public uploads, and answered only by the two document operations, as
 * a download the browser neither renders inline nor caches.
 */

const EXTENSIONS: Record<InstructorDocument['mime_type'], string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The name a document is shown and downloaded under: its kind and the type its bytes were found
 * to be (`g-licence.pdf`, `dual-brake-photo.jpg`), never the uploader's, which could name a
 * program (`insurance.bat`) that a PDF header would not stop a computer from running. Rows
 * stored before keep their uploaded name in `file_name`, unused.
 */
export const documentFileName = (doc: Pick<InstructorDocument, 'kind' | 'mime_type'>): string => `${doc.kind.replace(/_/g, '-')}.${EXTENSIONS[doc.mime_type]}`;

/** Answers with the document's bytes and the headers that keep them private and inert. */
export async function sendDocument(reply: FastifyReply, documents: BlobStore, doc: InstructorDocument): Promise<FastifyReply> {
  const file = await documents.get(doc.stored_name);
  // The row and its file are written and deleted together: one without the other is the server's fault.
  if (!file) throw new Error(`The file of instructor document ${doc.id} (${doc.stored_name}) is missing from the documents store`);
  return sendPrivateFile(reply, { type: doc.mime_type, fileName: documentFileName(doc), data: file.data });
}
