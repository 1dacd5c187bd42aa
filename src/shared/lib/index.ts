export { readStored, writeStored, removeStored, isBoolean, isBooleanRecord } from './storage';
export { useDelayed } from './useDelayed';
export { DRAFT_KEY_PREFIX, removeDraft, useDraft } from './draft';
export {
  addDaysIn,
  addMinutes,
  addMonthsIn,
  fromZoned,
  isKnownTimeZone,
  startOfDayIn,
  startOfMonthIn,
  startOfWeekIn,
  zonedClock,
  zonedDate,
  zonedIso,
  zonedParts,
  zoneOffset,
  type WallTime,
  type ZonedParts,
} from '../contracts/zonedTime';
