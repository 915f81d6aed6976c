import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, NewPartner, Partner, PartnersTable } from '../../db/schema';
import { updateVersioned, type NotWritten } from '../../db/versions';

type Db = Kysely<Database> | Transaction<Database>;

export function insertPartner(db: Db, partner: NewPartner): Promise<Partner> {
  return db.insertInto('partners').values(partner).returningAll().executeTakeFirstOrThrow();
}

/** `expected`: the version the editor loaded (see db/versions.ts). */
export function updatePartner(trx: Transaction<Database>, id: number, changes: Updateable<PartnersTable>, expected?: string): Promise<Partner | NotWritten> {
  return updateVersioned(trx, 'partners', id, changes, expected);
}

export async function deletePartner(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('partners').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listPartners(db: Db): Promise<Partner[]> {
  return db.selectFrom('partners').selectAll().orderBy('name').orderBy('id').execute();
}

export function findPartner(db: Db, id: number): Promise<Partner | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasPartnerStudents(db: Db, partnerId: number): Promise<boolean> {
  return (await db.selectFrom('partner_students').select('id').where('partner_id', '=', partnerId).limit(1).executeTakeFirst()) !== undefined;
}

export function listPartnerStudents(db: Db, partnerId: number) {
  return db.selectFrom('partner_students').select(['id', 'name']).where('partner_id', '=', partnerId).orderBy('id').execute();
}

export function listAllPartnerStudents(db: Db) {
  return db.selectFrom('partner_students').select(['id', 'name', 'partner_id']).orderBy('id').execute();
}
