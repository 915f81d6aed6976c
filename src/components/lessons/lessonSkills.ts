import type { components } from '../../contract/generated/openapi.gen';
import type { MessageId } from '../../i18n/messages';

// From the contract rather than src/api/signedInApi, which this shared layer may not import; the same type.
export type LessonSkill = components['schemas']['LessonSkill'];

/**
 * The in-car log's skills in the Ministry's teaching order, from the circle check to highway
 * driving, in four groups; the office's and the instructor's forms show the same groups.
 */
export const SKILL_GROUPS: readonly { title: MessageId; skills: readonly LessonSkill[] }[] = [
  { title: 'lessonLog.group.basics', skills: ['circle_check', 'cockpit_drill', 'starting_stopping', 'steering'] },
  {
    title: 'lessonLog.group.traffic',
    skills: ['turns', 'lane_changes', 'intersections', 'right_of_way', 'pedestrians_cyclists', 'residential_urban'],
  },
  { title: 'lessonLog.group.manoeuvres', skills: ['reversing', 'parking', 'three_point_turn', 'hill_parking'] },
  { title: 'lessonLog.group.roads', skills: ['rural_roads', 'defensive_driving', 'expressway_entry_exit', 'highway_driving'] },
];

/** Each skill's label: a Record, so a skill the contract adds must be labelled. */
export const SKILL_LABEL: Record<LessonSkill, MessageId> = {
  circle_check: 'lessonLog.skill.circleCheck',
  cockpit_drill: 'lessonLog.skill.cockpitDrill',
  starting_stopping: 'lessonLog.skill.startingStopping',
  steering: 'lessonLog.skill.steering',
  turns: 'lessonLog.skill.turns',
  lane_changes: 'lessonLog.skill.laneChanges',
  intersections: 'lessonLog.skill.intersections',
  right_of_way: 'lessonLog.skill.rightOfWay',
  pedestrians_cyclists: 'lessonLog.skill.pedestriansCyclists',
  reversing: 'lessonLog.skill.reversing',
  parking: 'lessonLog.skill.parking',
  three_point_turn: 'lessonLog.skill.threePointTurn',
  hill_parking: 'lessonLog.skill.hillParking',
  residential_urban: 'lessonLog.skill.residentialUrban',
  rural_roads: 'lessonLog.skill.ruralRoads',
  defensive_driving: 'lessonLog.skill.defensiveDriving',
  expressway_entry_exit: 'lessonLog.skill.expresswayEntryExit',
  highway_driving: 'lessonLog.skill.highwayDriving',
};

/** The skills in the groups' order, whatever order they were ticked or answered in. */
export const inTeachingOrder = (skills: readonly LessonSkill[]) => SKILL_GROUPS.flatMap((group) => group.skills).filter((skill) => skills.includes(skill));
