import type { Settings } from '../../../api/officeApi';
import type { MessageId } from '../../../i18n/messages';

/** The BDE course's rules as the settings form shows them: label and the whole numbers the contract allows. */
export const BDE_RULE_FIELDS = [
  { name: 'bde_class_hours', label: 'admin.settings.bde.classHours', min: 1, max: 100 },
  { name: 'bde_in_car_hours', label: 'admin.settings.bde.inCarHours', min: 1, max: 100 },
  { name: 'bde_home_link_hours', label: 'admin.settings.bde.homeLinkHours', min: 0, max: 100 },
  { name: 'bde_pass_percent', label: 'admin.settings.bde.passPercent', min: 1, max: 100 },
  { name: 'bde_class_hours_per_day', label: 'admin.settings.bde.classHoursPerDay', min: 1, max: 24 },
  { name: 'bde_in_car_hours_per_day', label: 'admin.settings.bde.inCarHoursPerDay', min: 1, max: 12 },
  { name: 'bde_in_car_hours_on_full_class_day', label: 'admin.settings.bde.inCarHoursOnFullClassDay', min: 0, max: 12 },
  { name: 'bde_in_car_months', label: 'admin.settings.bde.inCarMonths', min: 1, max: 60 },
  { name: 'bde_at_risk_weeks', label: 'admin.settings.bde.atRiskWeeks', min: 1, max: 52 },
  { name: 'bde_idle_weeks', label: 'admin.settings.bde.idleWeeks', min: 1, max: 52 },
  { name: 'bde_retention_years', label: 'admin.settings.bde.retentionYears', min: 1, max: 50 },
] as const satisfies readonly { name: keyof Settings; label: MessageId; min: number; max: number }[];

export type BdeRuleName = (typeof BDE_RULE_FIELDS)[number]['name'];
export type BdeRules = Record<BdeRuleName, number>;
/** The rules as typed in the form. */
export type BdeRuleTexts = Record<BdeRuleName, string>;

export const bdeTextsOf = (settings: Settings): BdeRuleTexts =>
  Object.fromEntries(BDE_RULE_FIELDS.map(({ name }) => [name, String(settings[name])])) as BdeRuleTexts;

/** A rule as typed, when it is a whole number in its range. */
export function bdeRuleOf(texts: BdeRuleTexts, name: BdeRuleName): number | null {
  const { min, max } = BDE_RULE_FIELDS.find((field) => field.name === name)!;
  const typed = texts[name].trim();
  return /^\d{1,3}$/.test(typed) && Number(typed) >= min && Number(typed) <= max ? Number(typed) : null;
}

/** What is wrong with each rule as typed: out of range, or (the one rule across two) more in-car hours on a full class day than on any day. */
export function bdeRuleProblems(texts: BdeRuleTexts): Partial<Record<BdeRuleName, { id: MessageId; values: Record<string, number> }>> {
  const problems: ReturnType<typeof bdeRuleProblems> = {};
  for (const { name, min, max } of BDE_RULE_FIELDS)
    if (bdeRuleOf(texts, name) === null) problems[name] = { id: 'admin.settings.bde.invalid', values: { min, max } };
  const perDay = bdeRuleOf(texts, 'bde_in_car_hours_per_day');
  const onFullClassDay = bdeRuleOf(texts, 'bde_in_car_hours_on_full_class_day');
  if (perDay !== null && onFullClassDay !== null && onFullClassDay > perDay)
    problems.bde_in_car_hours_on_full_class_day = { id: 'admin.settings.bde.fullClassDayAbovePerDay', values: { hours: perDay } };
  return problems;
}

/** The rules to send (only called once every rule is valid). */
export const bdeRulesOf = (texts: BdeRuleTexts): BdeRules =>
  Object.fromEntries(BDE_RULE_FIELDS.map(({ name }) => [name, bdeRuleOf(texts, name) ?? 0])) as BdeRules;
