import type { LessonSkill } from '../../../api/enrolment';
import type { MessageId } from '../../../i18n/messages';

/** The in-car log's skills in teaching order, from the circle check to highway driving, in four groups. */
export const SKILL_GROUPS: readonly { title: MessageId; skills: readonly LessonSkill[] }[] = [
  { title: 'instructorArea.skills.basics', skills: ['circle_check', 'cockpit_drill', 'starting_stopping', 'steering'] },
  {
    title: 'instructorArea.skills.traffic',
    skills: ['turns', 'lane_changes', 'intersections', 'right_of_way', 'pedestrians_cyclists', 'residential_urban'],
  },
  { title: 'instructorArea.skills.manoeuvres', skills: ['reversing', 'parking', 'three_point_turn', 'hill_parking'] },
  { title: 'instructorArea.skills.roads', skills: ['rural_roads', 'defensive_driving', 'expressway_entry_exit', 'highway_driving'] },
];

export const SKILL_LABEL: Record<LessonSkill, MessageId> = {
  circle_check: 'instructorArea.skill.circleCheck',
  cockpit_drill: 'instructorArea.skill.cockpitDrill',
  starting_stopping: 'instructorArea.skill.startingStopping',
  steering: 'instructorArea.skill.steering',
  turns: 'instructorArea.skill.turns',
  lane_changes: 'instructorArea.skill.laneChanges',
  intersections: 'instructorArea.skill.intersections',
  right_of_way: 'instructorArea.skill.rightOfWay',
  pedestrians_cyclists: 'instructorArea.skill.pedestriansCyclists',
  reversing: 'instructorArea.skill.reversing',
  parking: 'instructorArea.skill.parking',
  three_point_turn: 'instructorArea.skill.threePointTurn',
  hill_parking: 'instructorArea.skill.hillParking',
  residential_urban: 'instructorArea.skill.residentialUrban',
  rural_roads: 'instructorArea.skill.ruralRoads',
  defensive_driving: 'instructorArea.skill.defensiveDriving',
  expressway_entry_exit: 'instructorArea.skill.expresswayEntryExit',
  highway_driving: 'instructorArea.skill.highwayDriving',
};

/** The skills in the groups' order, whatever order they were ticked or answered in. */
export const inTeachingOrder = (skills: readonly LessonSkill[]) => SKILL_GROUPS.flatMap((group) => group.skills).filter((skill) => skills.includes(skill));
