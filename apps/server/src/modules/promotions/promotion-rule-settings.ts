/** A rule's settings that are stored as the console sends them (its amounts go to units and back). */
type Setting =
  | 'kind'
  | 'review'
  | 'rateBp'
  | 'turnoverMultiple'
  | 'rebateBasis'
  | 'memberTypes'
  | 'firstDepositOnly'
  | 'periodDays'
  | 'takesComment';

/** Those settings of a rule: the console's (to store) or its row's (to show). */
export const ruleSettings = <R extends { [K in Setting]?: unknown }>(r: R): Pick<R, Setting> => ({
  kind: r.kind,
  review: r.review,
  rateBp: r.rateBp,
  turnoverMultiple: r.turnoverMultiple,
  rebateBasis: r.rebateBasis,
  memberTypes: r.memberTypes,
  firstDepositOnly: r.firstDepositOnly,
  periodDays: r.periodDays,
  takesComment: r.takesComment,
});
