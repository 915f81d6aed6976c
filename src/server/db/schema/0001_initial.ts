import { PostgresAdapter, type CreateTableBuilder } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/** The only per-engine difference: how the auto-increment key and doubles are declared. */
function dialect(db: MigrationDb) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    id: <T extends string>(t: CreateTableBuilder<T, never>) =>
      pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    double: pg ? ('double precision' as const) : ('real' as const),
  };
}

export async function up(db: MigrationDb): Promise<void> {
  const { id, double } = dialect(db);

  await id(db.schema.createTable('users'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('f_name', 'text')
    .addColumn('l_name', 'text')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('birthday', 'text')
    .addColumn('city', 'text')
    .addColumn('latitude', double)
    .addColumn('longitude', double)
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('personal_access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('personal_access_tokens_user_id_idx').on('personal_access_tokens').column('user_id').execute();

  await id(db.schema.createTable('verification_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('services'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('original_price', 'text')
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('car'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('services_sort_order_idx').on('services').column('sort_order').execute();

  await id(db.schema.createTable('content_items'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('inquiries'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('title', 'text')
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('notes', 'text')
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiries_created_at_idx').on('inquiries').column('created_at').execute();
  await db.schema.createIndex('inquiries_status_created_at_idx').on('inquiries').columns(['status', 'created_at']).execute();

  await id(db.schema.createTable('cities'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('description', 'text')
    .addColumn('details', 'text')
    .addColumn('map_link', 'text')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('partners'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('description', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('discount_code', 'text')
    .addColumn('discount_amount', double, (c) => c.notNull().defaultTo(0))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('partner_students'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partner_students_partner_id_idx').on('partner_students').column('partner_id').execute();

  await id(db.schema.createTable('instructors'))
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('car_image_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('instructor_dates'))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('from_time', 'text', (c) => c.notNull())
    .addColumn('to_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('instructor_dates_instructor_id_date_idx').on('instructor_dates').columns(['instructor_id', 'date']).execute();

  await id(db.schema.createTable('packages'))
    .addColumn('en_name', 'text', (c) => c.notNull())
    .addColumn('fr_name', 'text', (c) => c.notNull())
    .addColumn('en_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fr_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', double, (c) => c.notNull())
    .addColumn('behind_the_wheel_hour_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('course_hour_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('package_dates'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('first_date', 'text', (c) => c.notNull())
    .addColumn('second_date', 'text')
    .addColumn('from_time', 'text', (c) => c.notNull())
    .addColumn('to_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('package_dates_package_id_idx').on('package_dates').column('package_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  const tables = [
    'package_dates',
    'packages',
    'instructor_dates',
    'instructors',
    'partner_students',
    'partners',
    'cities',
    'inquiries',
    'content_items',
    'services',
    'verification_codes',
    'personal_access_tokens',
    'users',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
