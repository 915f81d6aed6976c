import type { MigrationDb } from '../migrationDb';

/*
 * The Ministry's BDE delivery rules as the school's settings, each with the value the BDE
 * curriculum standard sets: what a course is made of (hours of class, in-car and home-link, the
 * final test's pass mark), how much may be taught in a day, how long the in-car part may take,
 * when a student is at risk, and how long course records are kept.
 */
const RULES = {
  bde_class_hours: 20,
  bde_in_car_hours: 10,
  bde_home_link_hours: 10,
  bde_pass_percent: 70,
  bde_class_hours_per_day: 5,
  bde_in_car_hours_per_day: 2,
  bde_in_car_hours_on_full_class_day: 1,
  bde_in_car_months: 12,
  bde_at_risk_weeks: 8,
  bde_idle_weeks: 4,
  bde_retention_years: 5,
};

export async function up(db: MigrationDb): Promise<void> {
  for (const [column, value] of Object.entries(RULES)) {
    await db.schema
      .alterTable('school_settings')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(value))
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of Object.keys(RULES).reverse()) await db.schema.alterTable('school_settings').dropColumn(column).execute();
}
