import type { components } from '../../../contract/generated/openapi.gen';
import type { RoadTest } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { instructorName } from '../lessons/domain';
import { centreOf } from './centres';
import { instructorsOf } from './repository';

type Schemas = components['schemas'];

/** The tests as the contract shows them, with their warm-up instructors' names (one query for all). */
export async function toApiRoadTests(db: Executor, rows: readonly RoadTest[]): Promise<Schemas['RoadTest'][]> {
  const ids = [...new Set(rows.flatMap((row) => (row.instructor_id === null ? [] : [row.instructor_id])))];
  const names = new Map((await instructorsOf(db, ids)).map((i) => [i.id, instructorName(i)]));
  return rows.map((row) => ({
    id: row.id,
    student_id: row.student_id,
    class: row.class,
    taken_on: row.taken_on,
    test_time: row.test_time,
    centre: centreOf(row.centre_id),
    attempt: row.attempt,
    result: row.result,
    warmup_lesson_id: row.warmup_lesson_id,
    instructor: row.instructor_id === null ? null : { id: row.instructor_id, name: names.get(row.instructor_id) ?? '' },
    recorded_by: row.recorded_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

export async function toApiRoadTest(db: Executor, row: RoadTest): Promise<Schemas['RoadTest']> {
  return (await toApiRoadTests(db, [row]))[0];
}
