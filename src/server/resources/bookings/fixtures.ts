import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * Rows the bookings tests start from, written straight into the database (packages and partners
 * are other resources' operations).
 */

export async function addPackage(
  db: Kysely<Database>,
  values: { name?: string; priceCents?: number; hstApplies?: boolean; active?: boolean } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const priceCents = values.priceCents ?? 19900;
  const row = await db
    .insertInto('packages')
    .values({
      en_name: values.name ?? 'Refresher',
      fr_name: 'Remise à niveau',
      ar_name: 'دورة تنشيطية',
      en_description: '',
      fr_description: '',
      price: priceCents / 100,
      price_cents: priceCents,
      hst_applies: values.hstApplies === false ? 0 : 1,
      is_active: values.active === false ? 0 : 1,
      behind_the_wheel_hour_count: 10,
      course_hour_count: 20,
      sort_order: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addDate(
  db: Kysely<Database>,
  packageId: number,
  values: { firstDate?: string; secondDate?: string | null; from?: string; to?: string; capacity?: number; open?: boolean } = {},
): Promise<number> {
  const row = await db
    .insertInto('package_dates')
    .values({
      package_id: packageId,
      first_date: values.firstDate ?? '2099-12-05',
      second_date: values.secondDate ?? null,
      from_time: values.from ?? '09:00',
      to_time: values.to ?? '15:00',
      capacity: values.capacity ?? 20,
      is_open: values.open === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addPartner(db: Kysely<Database>, code: string, discountDollars: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('partners')
    .values({
      name: 'Limestone Credit Union',
      logo: null,
      description: null,
      contact_email: null,
      discount_code: code,
      discount_amount: discountDollars,
      account_id: `ACC-${code}`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
