import type { Kysely, Transaction } from 'kysely';
import type { Database, NewPartner, Partner } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function insertPartner(db: Db, partner: NewPartner): Promise<Partner> {
  return db.insertInto('partners').values(partner).returningAll().executeTakeFirstOrThrow();
}

export function listPartners(db: Db): Promise<Partner[]> {
  return db.selectFrom('partners').selectAll().orderBy('name').orderBy('id').execute();
}

export function findPartner(db: Db, id: number): Promise<Partner | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listPartnerStudents(db: Db, partnerId: number) {
  return db.selectFrom('partner_students').select(['id', 'name']).where('partner_id', '=', partnerId).orderBy('id').execute();
}

export function listAllPartnerStudents(db: Db) {
  return db.selectFrom('partner_students').select(['id', 'name', 'partner_id']).orderBy('id').execute();
}
