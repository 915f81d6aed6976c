import type { LessonSkill } from '../../../api/enrolment';
import type { MessageId } from '../../../i18n/messages';

/** The skills of the in-car log, in the order of the Ministry's curriculum, with their labels (a Record, so a new skill of the contract must be labelled). */
const SKILL_LABEL: Record<LessonSkill, MessageId> = {
  circle_check: 'admin.lessons.skill.circleCheck',
  cockpit_drill: 'admin.lessons.skill.cockpitDrill',
  starting_stopping: 'admin.lessons.skill.startingStopping',
  steering: 'admin.lessons.skill.steering',
  turns: 'admin.lessons.skill.turns',
  lane_changes: 'admin.lessons.skill.laneChanges',
  intersections: 'admin.lessons.skill.intersections',
  right_of_way: 'admin.lessons.skill.rightOfWay',
  pedestrians_cyclists: 'admin.lessons.skill.pedestriansCyclists',
  reversing: 'admin.lessons.skill.reversing',
  parking: 'admin.lessons.skill.parking',
  three_point_turn: 'admin.lessons.skill.threePointTurn',
  hill_parking: 'admin.lessons.skill.hillParking',
  residential_urban: 'admin.lessons.skill.residentialUrban',
  rural_roads: 'admin.lessons.skill.ruralRoads',
  defensive_driving: 'admin.lessons.skill.defensiveDriving',
  expressway_entry_exit: 'admin.lessons.skill.expresswayEntryExit',
  highway_driving: 'admin.lessons.skill.highwayDriving',
};

export const LESSON_SKILLS = Object.keys(SKILL_LABEL) as LessonSkill[];

export const skillLabelId = (skill: LessonSkill): MessageId => SKILL_LABEL[skill];
