import { SystemStatus } from './enums';

/** §4: 1 maintenance (also when both are set), 2 region restriction only, else 0. Kept apart from
 * the schemas so the web's first view can use it without zod. */
export const systemStatusOf = (s: {
  maintenance: boolean;
  regionRestriction: boolean;
}): SystemStatus =>
  s.maintenance
    ? SystemStatus.MAINTENANCE
    : s.regionRestriction
      ? SystemStatus.REGION_RESTRICTED
      : SystemStatus.NORMAL;
