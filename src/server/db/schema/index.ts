import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * The database's schema: this folder holds the migrations (NNNN_name.ts, applied in the order of
 * their numbers; src/server/db/migrate.ts finds them) and, here, the tables they make.
 * The tables of both engines (SQLite and PostgreSQL share the migrations).
 * Conventions: booleans are integers 0/1, timestamps ISO-8601 UTC text, JSON lists text,
 * money in integer cents (older columns: `double precision` dollars, `real` on SQLite), dates `YYYY-MM-DD` text, times `HH:MM` text.
 */

/** 0 or 1: one representation on both engines. */
export type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  f_name: string | null;
  l_name: string | null;
  /** Stored lower-case; unique. */
  email: string;
  password_hash: string;
  role: 'admin' | 'student' | 'teacher' | 'company';
  gender: 'male' | 'female' | null;
  phone_number: string | null;
  birthday: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  email_verified_at: string | null;
  /** The language of the mails the account gets. */
  email_locale: ColumnType<'en' | 'fr' | 'ar', 'en' | 'fr' | 'ar' | undefined, 'en' | 'fr' | 'ar'>;
  created_at: string;
  updated_at: string;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** sha256 (hex) of the token given to the client; the token itself is never stored. */
  token_hash: string;
  /** The area it opens (auth/tokens.ts). */
  area: 'admin' | 'customer' | 'instructor';
  created_at: string;
  last_used_at: string | null;
}

/**
 * Failed sign-ins per email, both logins together (resources/auth/domain.ts): a row is written
 * before the password is checked and deleted when it matched. Kept for the lockout window only.
 */
/** What a failed attempt guessed at: a password, a mailed code, a discount code. */
export type AttemptPurpose = 'sign-in' | 'reset-code' | 'verification-code' | 'discount-code';

export interface LoginFailuresTable {
  id: Generated<number>;
  /** sha256 (hex) of what the guesses aim at (src/server/auth/failedAttempts.ts): for sign-ins, the lower-cased email, whether or not an account has it. */
  email_hash: string;
  failed_at: string;
  /** What was guessed: each purpose is counted, and pruned, in its own window. */
  purpose: Generated<AttemptPurpose>;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: string;
  created_at: string;
}

/** The pending password-reset code of an account (resources/account/passwordReset.ts): one per account. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA256 of the code, keyed by the server secret and bound to the user. */
  code_hash: string;
  expires_at: string;
  created_at: string;
}

/** One mail to deliver (src/server/mail/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** Emptied once delivered (it may carry a verification code). */
  body: string;
  /** The verification code the mail carries, kept only for the outbox file of demos and tests. */
  code: string | null;
  /** `dropped`: a text whose recipient withdrew consent, or whose moment passed, before it left. */
  status: ColumnType<OutboxStatus, 'pending' | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** While `sending`: when the claim lapses and another sender may take the row. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
  /** JSON list of `{ filename, contentType, content }` (content in UTF-8), or null. */
  attachments: string | null;
  /** `sms`: a text message to `to_address` (E.164), `subject` empty (migration 0031). */
  channel: ColumnType<OutboxChannel, OutboxChannel | undefined, OutboxChannel>;
  /** A text's recipient: their consent is checked again as it leaves. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What a text is about (src/server/sms/texts.ts) and its lesson or offer, for the replies. */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  ref_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** After this a text not yet out is dropped (a reminder after its lesson's start). */
  send_before: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's message id and its last delivery status (Twilio's status callbacks). */
  provider_id: ColumnType<string | null, string | null | undefined, string | null>;
  provider_status: ColumnType<string | null, string | null | undefined, string | null>;
  /** A text's billed segments, counted when queued (migration 0034; null before it). */
  segments: ColumnType<number | null, number | null | undefined, number | null>;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';
export type OutboxChannel = 'mail' | 'sms';

/** A per-email counter in a fixed window (customer code sends and attempts). */
export interface EmailLimitsTable {
  email: string;
  kind: string;
  window_start: string;
  count: number;
}

export interface ServicesTable {
  id: Generated<number>;
  title: string;
  description: string;
  price: string;
  original_price: string | null;
  /** JSON array of strings. */
  features: string;
  /** JSON {"fr": ServiceText, "ar": ServiceText} (translations.ts); '{}' when none. */
  translations: Generated<string>;
  icon: string;
  category: 'bde' | 'private' | 'roadtest' | 'faq';
  is_active: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ContentItemsTable {
  id: Generated<number>;
  key: string;
  title: string;
  type: 'offer' | 'review';
  is_active: Flag;
  /** JSON object. */
  content: string;
  /** JSON {"fr": OfferText, "ar": OfferText} (translations.ts); '{}' when none. */
  translations: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface InquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  title: string | null;
  message: string | null;
  status: 'new' | 'in_progress' | 'completed' | 'cancelled';
  notes: string | null;
  service_id: number | null;
  created_at: string;
  updated_at: string;
  /** name, email, phone, title and message folded for the admin's search (resources/inquiries/searchText.ts). */
  search_text: string;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  email: string | null;
  phone: string | null;
  description: string | null;
  details: string | null;
  map_link: string | null;
  /** JSON array of URLs. */
  images: string;
  /** JSON {"fr": CityText, "ar": CityText} (translations.ts); '{}' when none. */
  translations: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  /** URL path of the stored logo (e.g. /uploads/partners/ab12.png). */
  logo: string | null;
  description: string | null;
  contact_email: string | null;
  discount_code: string | null;
  discount_amount: number;
  account_id: string;
  /** JSON {"fr": PartnerText, "ar": PartnerText} (translations.ts); '{}' when none. */
  translations: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface PartnerStudentsTable {
  id: Generated<number>;
  partner_id: number;
  name: string | null;
  /** The student who used the partner's discount code, and the booking they used it on. */
  user_id: number | null;
  booking_id: number | null;
  created_at: string;
}

export interface InstructorsTable {
  id: Generated<number>;
  f_name: string;
  l_name: string;
  email: string;
  birthday: string;
  phone_number: string;
  car_image_url: string | null;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
  /** The applicant's account; null for the instructors the school entered itself. */
  user_id: number | null;
  bio_en: ColumnType<string, string | undefined, string>;
  bio_fr: ColumnType<string, string | undefined, string>;
  bio_ar: ColumnType<string, string | undefined, string>;
  /** Language codes, comma-separated. */
  languages: ColumnType<string, string | undefined, string>;
  car_make_model: ColumnType<string, string | undefined, string>;
  licence_number: ColumnType<string, string | undefined, string>;
  /** The last Toronto day the driving-instructor licence is valid (YYYY-MM-DD). */
  licence_expires_on: string | null;
  /** Null while a draft the office does not see. */
  submitted_at: string | null;
  reviewed_at: string | null;
  review_reason: string | null;
  updated_at: string | null;
  /** The version of the weekly hours and exceptions (null until first published). */
  availability_updated_at: string | null;
  /** A business phone (E.164) the instructor publishes; null: the public list shows none, visitors contact the school. */
  public_phone: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * An approved instructor's public profile as they last changed it, waiting for the office's review
 * or refused; the instructors row keeps the approved version meanwhile. One per instructor.
 */
export interface InstructorProfileChangesTable {
  id: Generated<number>;
  instructor_id: number;
  status: 'pending' | 'rejected';
  f_name: string;
  l_name: string;
  /** Language codes, comma-separated. */
  languages: string;
  bio_en: string;
  bio_fr: string;
  bio_ar: string;
  car_make_model: string;
  public_phone: string | null;
  car_image_url: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  review_reason: string | null;
  updated_at: string;
}

export type BdeCourseStatus = 'enrolled' | 'in_progress' | 'ready' | 'certified' | 'withdrawn' | 'expired';

/**
 * One BDE course: a paid booking of a package with classroom hours. `course_start` is its first
 * class day (YYYY-MM-DD, Toronto), else the day it was paid; the consent is the wording the
 * student agreed to and when, with a parent's or guardian's for a student under 18.
 */
export interface BdeCoursesTable {
  id: Generated<number>;
  booking_id: number;
  user_id: number;
  status: BdeCourseStatus;
  course_start: string;
  g1_number: string | null;
  g1_expiry: string | null;
  consent_text: string | null;
  consent_at: string | null;
  guardian_name: string | null;
  guardian_consent_at: string | null;
  /** When the course last became ready to certify. */
  ready_at: string | null;
  /** The certificate as reported to the Ministry: its day, the Ministry's reference, who recorded it and when. */
  certified_on: string | null;
  mto_reference: string | null;
  certified_by: number | null;
  certified_at: string | null;
  /** When it closed (certified, withdrawn or expired): its record is kept `bde_retention_years` from then. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the student was mailed that the course opened, that it is at risk, that it is ready to certify (each once). */
  welcome_mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
  at_risk_mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
  ready_mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** A class of a BDE class date, on one Toronto day (`day`), in a room or online. */
export interface BdeClassSessionsTable {
  id: Generated<number>;
  package_date_id: number;
  day: string;
  starts_at: string;
  ends_at: string;
  mode: 'classroom' | 'online';
  room: string | null;
  instructor_id: number | null;
  created_at: string;
  updated_at: string;
}

export type AttendanceStatus = 'present' | 'late' | 'absent';

/** A student's attendance at a class session: the minutes counted toward the course's class hours. */
export interface BdeAttendanceTable {
  session_id: number;
  course_id: number;
  status: AttendanceStatus;
  minutes: number;
  recorded_by: number | null;
  recorded_at: string;
}

/** Home-link work the school sets: a title in each language and the minutes it credits. */
export interface BdeHomeLinkAssignmentsTable {
  id: Generated<number>;
  en_title: string;
  fr_title: string;
  ar_title: string;
  minutes: number;
  created_at: string;
  updated_at: string;
}

/** An assignment a course's student marked done (with a parent's or guardian's name), accepted once checked. */
export interface BdeHomeLinkWorkTable {
  course_id: number;
  assignment_id: number;
  guardian_name: string;
  done_at: string;
  accepted_by: number | null;
  accepted_at: string | null;
}

/** One sitting of a course's final test: both parts' scores, and whether both reached the pass mark. */
export interface BdeFinalTestsTable {
  id: Generated<number>;
  course_id: number;
  taken_on: string;
  theory_percent: number;
  in_car_percent: number;
  /** 1 when passed (SQLite has no boolean). */
  passed: number;
  recorded_by: number | null;
  recorded_at: string;
}

export type InstructorDocumentKind =
  'in_car_certification' | 'instructor_licence' | 'g_licence' | 'insurance' | 'vehicle_ownership' | 'safety_check' | 'dual_brake_photo' | 'front_plate_photo';

/** One private file per kind and instructor, stored outside the public uploads. */
/** Files kept in the database (src/server/blobs/databaseBlobStore.ts): one row per bucket and key. */
export interface BlobsTable {
  bucket: 'uploads' | 'documents';
  /** The file's name in its bucket, as the rows that use it record it (`partners/ab12.png`, `ab12.pdf`). */
  key: string;
  data: Buffer;
  size_bytes: number;
  stored_at: string;
}

export interface InstructorDocumentsTable {
  id: Generated<number>;
  instructor_id: number;
  kind: InstructorDocumentKind;
  file_name: string;
  /** The random name of the file in the private documents bucket (src/server/blobs). */
  stored_name: string;
  mime_type: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';
  size_bytes: number;
  uploaded_at: string;
}

/** Toronto wall-clock hours an instructor teaches on a weekday (0 is Sunday). */
export interface InstructorWeeklyHoursTable {
  id: Generated<number>;
  instructor_id: number;
  weekday: number;
  from_time: string;
  to_time: string;
}

/** A Toronto day off (no times) or extra hours on a day. */
export interface InstructorExceptionsTable {
  id: Generated<number>;
  instructor_id: number;
  date: string;
  kind: 'off' | 'extra';
  from_time: string | null;
  to_time: string | null;
}

export interface PackagesTable {
  id: Generated<number>;
  en_name: string;
  fr_name: string;
  ar_name: ColumnType<string, string | undefined, string>;
  en_description: string;
  fr_description: string;
  ar_description: ColumnType<string, string | undefined, string>;
  /** Dollars, kept equal to price_cents / 100 for the clients that read the original field. */
  price: number;
  price_cents: ColumnType<number, number | undefined, number>;
  hst_applies: ColumnType<Flag, Flag | undefined, Flag>;
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  behind_the_wheel_hour_count: number;
  course_hour_count: number;
  sort_order: number;
  created_at: string;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface PackageServicesTable {
  package_id: number;
  service_id: number;
}

export interface PackageOffersTable {
  package_id: number;
  /** A content item of type 'offer'. */
  offer_id: number;
}

export interface PackageDatesTable {
  id: Generated<number>;
  package_id: number;
  first_date: string;
  second_date: string | null;
  from_time: string;
  to_time: string;
  capacity: ColumnType<number, number | undefined, number>;
  is_open: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<string, string | undefined, string>;
}

export type BookingStatus = 'held' | 'expired' | 'confirmed_unpaid' | 'paid' | 'cancelled' | 'refunded';
export type PaymentMethod = 'card' | 'at_school';
/** How money was received or returned: through Stripe, or by hand at the office. */
export type MoneyChannel = 'stripe' | 'interac' | 'cash' | 'card_at_office' | 'other';

export interface BookingsTable {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  package_date_id: number | null;
  status: BookingStatus;
  /** While held: when the seat is released. */
  hold_expires_at: string | null;
  payment_method: PaymentMethod | null;
  discount_code: string | null;
  partner_id: number | null;
  partner_name: string | null;
  /** JSON list of the priced lines, frozen at booking: `{ kind, description: {en, fr, ar}, amount_cents, hst_cents }`. */
  lines: string;
  subtotal_cents: number;
  hst_rate_bp: number;
  hst_cents: number;
  total_cents: number;
  /** The student's language when booking: mails and documents are written in it. */
  locale: ColumnType<'en' | 'fr' | 'ar', 'en' | 'fr' | 'ar' | undefined, 'en' | 'fr' | 'ar'>;
  stripe_checkout_session_id: string | null;
  stripe_session_expires_at: string | null;
  stripe_payment_intent_id: string | null;
  received_by: MoneyChannel | null;
  payment_reference: string | null;
  refund_method: MoneyChannel | null;
  cancel_reason: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  refunded_at: string | null;
  /** The package's in-car hours, frozen when booked: what a paid booking gives to book lessons with. */
  in_car_hours: ColumnType<number, number | undefined, number>;
  /** A keyed hash of the address the hold was asked from (holdLimits.ts); null when unknown. */
  held_from: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** The last number given per document kind and year (America/Toronto). */
export interface DocumentSequencesTable {
  kind: 'receipt' | 'credit_note';
  year: number;
  last_seq: number;
}

export interface ReceiptsTable {
  id: Generated<number>;
  booking_id: number;
  kind: 'receipt' | 'credit_note';
  year: number;
  seq: number;
  /** R-2026-00042 or CN-2026-00003. */
  number: string;
  /** A credit note's receipt. */
  refers_to_id: number | null;
  locale: 'en' | 'fr' | 'ar';
  /** JSON: everything printed, frozen when issued. */
  body: string;
  issued_at: string;
}

/** One row, id 1. */
export interface SchoolSettingsTable {
  id: number;
  legal_name: string;
  address: string;
  hst_number: string;
  hst_rate_bp: number;
  payment_instructions_en: string;
  payment_instructions_fr: string;
  payment_instructions_ar: string;
  hold_minutes: number;
  pay_at_school_enabled: Flag;
  lesson_cancel_cutoff_hours: ColumnType<number, number | undefined, number>;
  /** The school's app pages (https), empty when not set. */
  app_store_url: ColumnType<string, string | undefined, string>;
  google_play_url: ColumnType<string, string | undefined, string>;
  /** The language of the office's mails. */
  office_locale: ColumnType<'en' | 'fr' | 'ar', 'en' | 'fr' | 'ar' | undefined, 'en' | 'fr' | 'ar'>;
  /** The BDE course's rules (whole numbers; the Ministry's values by default). */
  bde_class_hours: SettingNumber;
  bde_in_car_hours: SettingNumber;
  bde_home_link_hours: SettingNumber;
  bde_pass_percent: SettingNumber;
  bde_class_hours_per_day: SettingNumber;
  bde_in_car_hours_per_day: SettingNumber;
  bde_in_car_hours_on_full_class_day: SettingNumber;
  bde_in_car_months: SettingNumber;
  bde_at_risk_weeks: SettingNumber;
  bde_idle_weeks: SettingNumber;
  bde_retention_years: SettingNumber;
  /** How long a seat offered from a waiting list is held for its student (12 by default). */
  waitlist_offer_hours: SettingNumber;
  /** How long a lesson slot offered from the cancellation list is held for its student, in minutes (30 by default). */
  lesson_offer_minutes: SettingNumber;
  /** The Toronto hours no text leaves (`HH:MM`; 21:00 to 08:00 by default; start = end: none). */
  sms_quiet_start: ColumnType<string, string | undefined, string>;
  sms_quiet_end: ColumnType<string, string | undefined, string>;
  /** The price of one text segment for the dashboard's estimate, in thousandths of a cent (1,200 by default). */
  sms_segment_price_millicents: SettingNumber;
  updated_at: string;
}

/** A number setting with a default: optional on insert. */
type SettingNumber = ColumnType<number, number | undefined, number>;

export type LessonStatus = 'booked' | 'cancelled' | 'completed' | 'no_show';

/** An in-car lesson of a student with an instructor; instants in UTC. */
/** The Ministry's BDE rules an in-car booking can break (and the office can set aside with a reason). */
export type BdeRuleCode = 'g1_missing' | 'g1_expired' | 'before_course_start' | 'past_in_car_end' | 'daily_limit' | 'full_class_day';

export interface LessonsTable {
  id: Generated<number>;
  student_id: number;
  instructor_id: number;
  starts_at: string;
  ends_at: string;
  duration_minutes: 60 | 120;
  status: LessonStatus;
  /** Whether its hours are used (booked, completed, no-show, or cancelled inside the cut-off). */
  counted: Flag;
  booked_by: 'student' | 'office';
  cancel_reason: string | null;
  cancelled_at: string | null;
  /** Its calendar event's SEQUENCE: +1 on every change mailed to the student. */
  sequence: number;
  /** When its reminder was queued (null until then, and again once moved). */
  reminder_queued_at: string | null;
  /** What the instructor recorded as taught; progress counts it (null until recorded). */
  taught_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** The BDE rule the office set aside to book it, and why (null on every other lesson). */
  override_rule: ColumnType<BdeRuleCode | null, BdeRuleCode | null | undefined, BdeRuleCode | null>;
  override_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its reminder was also sent by text, and when the student confirmed it (`confirmed_via` `sms`). */
  reminder_texted_at: ColumnType<string | null, string | null | undefined, string | null>;
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  confirmed_via: ColumnType<'sms' | null, 'sms' | null | undefined, 'sms' | null>;
  created_at: string;
  updated_at: string;
}

/** One half-hour a booked lesson holds: unique per instructor and per student. */
export interface LessonUnitsTable {
  lesson_id: number;
  starts_at: string;
  instructor_id: number;
  student_id: number;
}

/** A completed lesson's BDE in-car log entry; skills are comma-separated keys. */
export interface LessonLogsTable {
  id: Generated<number>;
  lesson_id: number;
  skills: string;
  notes: string;
  licence_number: string;
  created_at: string;
  updated_at: string;
}

/** Every write made to a log entry: the entry as it left it, who made it and when. */
export interface LessonLogChangesTable {
  id: Generated<number>;
  lesson_log_id: number;
  changed_by: number | null;
  changed_by_name: string;
  role: 'instructor' | 'office';
  skills: string;
  notes: string;
  licence_number: string;
  changed_at: string;
}

/** Stripe events already applied (idempotency). */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The first answer to a request sent with an Idempotency-Key (src/server/http/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: number;
  operation: string;
  key: string;
  /** sha256 of the request's parameters and body: the same key with another request is refused. */
  fingerprint: string;
  /** Null only inside the transaction that claimed the key, until its answer is written. */
  status: number | null;
  /** The answer's JSON. */
  body: string | null;
  created_at: string;
  expires_at: string;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'declined' | 'lapsed' | 'left' | 'removed';

/**
 * A student in line for a sold-out class date; `offered`: a seat is held for them alone until
 * `offer_expires_at` (it counts among the date's seats taken meanwhile).
 */
export interface WaitlistEntriesTable {
  id: Generated<number>;
  package_date_id: number;
  user_id: number;
  status: WaitlistStatus;
  /** Orders those waiting (lowest first); the office may move one. */
  position: number;
  joined_at: string;
  offered_at: string | null;
  offer_expires_at: string | null;
  /** The booking that took the offered seat. */
  booking_id: number | null;
  closed_at: string | null;
  updated_at: string;
}

export type WaitlistEntry = Selectable<WaitlistEntriesTable>;

export type LessonRequestStatus = 'waiting' | 'booked' | 'left' | 'removed' | 'expired';

/** A student on the cancellation list: what an earlier lesson must be for them (Toronto days and hours). */
export interface LessonRequestsTable {
  id: Generated<number>;
  student_id: number;
  status: LessonRequestStatus;
  duration_minutes: 60 | 120;
  /** JSON list of instructor ids; empty for any instructor. */
  instructor_ids: string;
  /** JSON list of weekdays (0 is Sunday). */
  weekdays: string;
  /** The Toronto hours a lesson may take, `HH:MM`: it starts at or after `from_time` and ends by `to_time`. */
  from_time: string;
  to_time: string;
  /** The lesson must be on a Toronto day before this one. */
  before_date: string | null;
  road_test_date: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export type LessonRequest = Selectable<LessonRequestsTable>;

export type LessonOfferStatus = 'offered' | 'booked' | 'declined' | 'lapsed' | 'withdrawn';

/** A free slot held for one student of the cancellation list until `expires_at`. */
export interface LessonOffersTable {
  id: Generated<number>;
  request_id: number;
  student_id: number;
  instructor_id: number;
  starts_at: string;
  ends_at: string;
  duration_minutes: 60 | 120;
  status: LessonOfferStatus;
  /** JSON: why the student came first (the ranking's values when offered). */
  reasons: string;
  offered_at: string;
  expires_at: string;
  lesson_id: number | null;
  closed_at: string | null;
  updated_at: string;
}

export type LessonOffer = Selectable<LessonOffersTable>;

/** A student's texts: the verified mobile number and the opt-in as given (migration 0031). */
export interface SmsConsentsTable {
  user_id: number;
  /** The verified mobile number (E.164); null until one is verified. */
  phone: string | null;
  verified_at: string | null;
  opted_in: Flag;
  /** The opt-in's wording as shown, its language, its source (`profile`, `sms`) and time. */
  wording: string | null;
  lang: 'en' | 'fr' | 'ar' | null;
  source: string | null;
  consented_at: string | null;
  /** A STOP (or the profile's opt-out): no text goes out until a new opt-in or START. */
  stopped_at: string | null;
  /** The number being verified and its code (HMAC), expiry and wrong attempts. */
  code_phone: string | null;
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: ColumnType<number, number | undefined, number>;
  /** Codes sent in the current hour, from `codes_window_start`. */
  codes_window_start: string | null;
  codes_sent: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

export type SmsConsentAction = 'opt_in' | 'opt_out' | 'stop' | 'start';

export interface SmsConsentEventsTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  action: SmsConsentAction;
  wording: string | null;
  lang: string | null;
  source: string;
  at: string;
}

/** What a received text was taken as. */
export type InboundKind = 'stop' | 'start' | 'help' | 'confirm' | 'cancel' | 'accept' | 'refused' | 'unknown';

export interface SmsInboundTable {
  id: Generated<number>;
  provider_id: string;
  from_phone: string;
  user_id: number | null;
  body: string;
  handled_as: InboundKind;
  ref_id: number | null;
  received_at: string;
  /** When the office answered the student after this `unknown` text (migration 0034). */
  answered_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type RoadTestResult = 'pass' | 'fail' | 'not_taken';

/** A student's G2 or G road test (migration 0032); `taken_on` a Toronto day, `test_time` its Toronto time when known. */
export interface RoadTestsTable {
  id: Generated<number>;
  student_id: number;
  class: 'G2' | 'G';
  taken_on: string;
  test_time: string | null;
  /** An id of the static list of DriveTest centres (resources/roadTests/centres.ts). */
  centre_id: string;
  attempt: number;
  result: RoadTestResult;
  /** The student's lesson just before the test, and its instructor (null when none was found). */
  warmup_lesson_id: number | null;
  instructor_id: number | null;
  /** Who wrote it last. */
  recorded_by: 'student' | 'office';
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  personal_access_tokens: PersonalAccessTokensTable;
  login_failures: LoginFailuresTable;
  verification_codes: VerificationCodesTable;
  password_resets: PasswordResetsTable;
  services: ServicesTable;
  content_items: ContentItemsTable;
  inquiries: InquiriesTable;
  cities: CitiesTable;
  partners: PartnersTable;
  partner_students: PartnerStudentsTable;
  instructors: InstructorsTable;
  instructor_documents: InstructorDocumentsTable;
  instructor_profile_changes: InstructorProfileChangesTable;
  instructor_weekly_hours: InstructorWeeklyHoursTable;
  instructor_exceptions: InstructorExceptionsTable;
  packages: PackagesTable;
  package_dates: PackageDatesTable;
  package_services: PackageServicesTable;
  package_offers: PackageOffersTable;
  bookings: BookingsTable;
  bde_courses: BdeCoursesTable;
  bde_class_sessions: BdeClassSessionsTable;
  bde_attendance: BdeAttendanceTable;
  bde_home_link_assignments: BdeHomeLinkAssignmentsTable;
  bde_home_link_work: BdeHomeLinkWorkTable;
  bde_final_tests: BdeFinalTestsTable;
  document_sequences: DocumentSequencesTable;
  receipts: ReceiptsTable;
  school_settings: SchoolSettingsTable;
  stripe_events: StripeEventsTable;
  mail_outbox: MailOutboxTable;
  email_limits: EmailLimitsTable;
  lessons: LessonsTable;
  lesson_units: LessonUnitsTable;
  lesson_logs: LessonLogsTable;
  lesson_log_changes: LessonLogChangesTable;
  blobs: BlobsTable;
  idempotency_keys: IdempotencyKeysTable;
  waitlist_entries: WaitlistEntriesTable;
  lesson_requests: LessonRequestsTable;
  lesson_offers: LessonOffersTable;
  sms_consents: SmsConsentsTable;
  sms_consent_events: SmsConsentEventsTable;
  sms_inbound: SmsInboundTable;
  road_tests: RoadTestsTable;
}

export type User = Selectable<UsersTable>;
export type RoadTest = Selectable<RoadTestsTable>;
export type SmsConsent = Selectable<SmsConsentsTable>;
export type OutboxRow = Selectable<MailOutboxTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type BdeCourse = Selectable<BdeCoursesTable>;
export type BdeClassSession = Selectable<BdeClassSessionsTable>;
export type BdeAttendance = Selectable<BdeAttendanceTable>;
export type BdeHomeLinkAssignment = Selectable<BdeHomeLinkAssignmentsTable>;
export type BdeFinalTest = Selectable<BdeFinalTestsTable>;
export type Partner = Selectable<PartnersTable>;
export type NewPartner = Insertable<PartnersTable>;
export type Instructor = Selectable<InstructorsTable>;
export type InstructorDocument = Selectable<InstructorDocumentsTable>;
export type InstructorProfileChange = Selectable<InstructorProfileChangesTable>;
export type InstructorWeeklyHours = Selectable<InstructorWeeklyHoursTable>;
export type InstructorException = Selectable<InstructorExceptionsTable>;
export type LessonLog = Selectable<LessonLogsTable>;
export type LessonLogChange = Selectable<LessonLogChangesTable>;
export type Package = Selectable<PackagesTable>;
export type PackageDate = Selectable<PackageDatesTable>;
export type Booking = Selectable<BookingsTable>;
export type Receipt = Selectable<ReceiptsTable>;
export type Lesson = Selectable<LessonsTable>;
export type SchoolSettings = Selectable<SchoolSettingsTable>;
export type Service = Selectable<ServicesTable>;
export type ContentItem = Selectable<ContentItemsTable>;
export type Inquiry = Selectable<InquiriesTable>;
export type City = Selectable<CitiesTable>;
