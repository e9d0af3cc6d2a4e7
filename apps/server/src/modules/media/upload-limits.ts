/**
 * Feedback a member may send in a day. Support answers each by hand; five a day is a member with
 * a lot to say, more is noise in support's queue (and each may carry 3 images).
 */
export const FEEDBACK_PER_DAY_MAX = 5;

/**
 * Slips a member may attach in a day, on all their transfers: every pending transfer fully
 * slipped (3 × 3) and one spare. More in a day is not a member paying.
 */
export const SLIPS_PER_DAY_MAX = 10;
