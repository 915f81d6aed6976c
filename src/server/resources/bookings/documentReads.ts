import type { Receipt } from '../../db/schema';
import { NotFoundError, type Executor } from '../../domain/errors';
import { findBooking, findDocument } from './repository';

/**
 * A receipt or credit note with the receipt it refers to. With `userId`, only a document of that
 * student's bookings (another's is not found); without, any (the office).
 */
export async function documentOf(db: Executor, id: number, userId: number | null): Promise<{ doc: Receipt; refersTo: Receipt | undefined }> {
  const doc = await findDocument(db, id);
  if (!doc) throw new NotFoundError();
  if (userId !== null && (await findBooking(db, doc.booking_id))?.user_id !== userId) throw new NotFoundError();
  return { doc, refersTo: doc.refers_to_id === null ? undefined : await findDocument(db, doc.refers_to_id) };
}
