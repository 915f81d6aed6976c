import type { components } from '../../../contract/generated/openapi.gen';
import type { LessonOffer, LessonRequest } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { instructorName } from '../lessons/domain';
import { instructorsById } from '../lessons/repository';
import type { OfficeList } from './domain';
import type { Reasons } from './ranking';
import type { OfferRow } from './repository';

type Schemas = components['schemas'];
type Instructors = Awaited<ReturnType<typeof instructorsById>>;

export function toApiRequest(request: LessonRequest): Schemas['LessonRequest'] {
  return {
    id: request.id,
    status: request.status,
    duration_minutes: request.duration_minutes,
    instructor_ids: JSON.parse(request.instructor_ids) as number[],
    weekdays: JSON.parse(request.weekdays) as number[],
    from_time: request.from_time,
    to_time: request.to_time,
    before: request.before_date,
    road_test_date: request.road_test_date,
    created_at: request.created_at,
  };
}

/** An offer whose time ran out reads `lapsed` before the sweep has claimed it. */
const statusAt = (offer: LessonOffer, now: string) => (offer.status === 'offered' && offer.expires_at <= now ? 'lapsed' : offer.status);

function toApiOffer(offer: LessonOffer, instructors: Instructors, now: string): Schemas['LessonOffer'] {
  const instructor = instructors.get(offer.instructor_id);
  return {
    id: offer.id,
    status: statusAt(offer, now),
    starts_at: offer.starts_at,
    ends_at: offer.ends_at,
    duration_minutes: offer.duration_minutes,
    instructor: { id: offer.instructor_id, name: instructor ? instructorName(instructor) : '' },
    expires_at: offer.expires_at,
  };
}

export async function toMyRequest(db: Executor, mine: { request?: LessonRequest; offer?: LessonOffer }, now = new Date().toISOString()) {
  const instructors = await instructorsById(db, mine.offer ? [mine.offer.instructor_id] : []);
  return {
    ...(mine.request ? { data: toApiRequest(mine.request) } : {}),
    ...(mine.offer ? { offer: toApiOffer(mine.offer, instructors, now) } : {}),
  };
}

function toAdminOffer(offer: OfferRow, instructors: Instructors, now: string): Schemas['AdminLessonOffer'] {
  return {
    ...toApiOffer(offer, instructors, now),
    student: { id: offer.student_id, name: offer.student_name, email: offer.student_email },
    reasons: JSON.parse(offer.reasons) as Reasons,
    closed_at: offer.closed_at,
    lesson_id: offer.lesson_id,
  };
}

export async function toOfficeList(db: Executor, list: OfficeList, now = new Date().toISOString()): Promise<Schemas['AdminLessonRequestListResponse']['data']> {
  const offers = [...list.recent, ...list.waiting.flatMap((r) => (r.offer ? [r.offer] : []))];
  const instructors = await instructorsById(
    db,
    offers.map((o) => o.instructor_id),
  );
  return {
    waiting: list.waiting.map((r) => ({
      ...toApiRequest(r),
      rank: r.rank,
      student: { id: r.student_id, name: r.student_name, email: r.student_email },
      reasons: r.reasons,
      hours_left: Math.floor(r.hoursLeft),
      ...(r.offer ? { offer: toAdminOffer(r.offer, instructors, now) } : {}),
    })),
    recent_offers: list.recent.map((o) => toAdminOffer(o, instructors, now)),
    offer_minutes: list.offerMinutes,
  };
}
