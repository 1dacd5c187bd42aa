import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Where readings come from. A real data lake receives them from the metering head-end; this
 * reference server draws them from a deterministic load model instead, per channel, and
 * writes them the first time they are asked for ("materialised on first read"). Seeding
 * 2,000 usage points with a year of 15-minute values would be 70 million rows and minutes of
 * the first start; drawn on demand, the first start writes only the usage points, and every
 * instance draws the very same values (they depend only on the channel's seed and the time).
 */
export const SLOT_MS = 15 * 60_000;
const DAY_MS = 86_400_000;
/** At most this much of one channel is written by one read: the longest range (400 days). */
const MAX_MATERIALISE_MS = 400 * DAY_MS;

/** A 32-bit hash of two integers: the model's only source of noise. */
function hash(seed: number, n: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n | 0, 0xc2b2ae35);
  h ^= Math.floor(n / 4_294_967_296);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** Norwegian local hour, near enough for a load shape (summer time April to October). */
function localHour(ts: number): number {
  const d = new Date(ts);
  const month = d.getUTCMonth();
  const offset = month >= 3 && month <= 9 ? 2 : 1;
  return (d.getUTCHours() + offset + d.getUTCMinutes() / 60) % 24;
}

const DAILY_SHAPE = [
  0.45, 0.4, 0.38, 0.38, 0.4, 0.5, 0.8, 1.2, 1.3, 1.0, 0.85, 0.8, 0.85, 0.8, 0.8, 0.9, 1.1, 1.4,
  1.6, 1.5, 1.3, 1.1, 0.8, 0.6,
];

/** One 15-minute value in Wh, or null for a gap (the meter did not report). */
export function modelValue(profile: string, seed: number, ts: number): number | null {
  const slot = Math.floor(ts / SLOT_MS);
  // A few hours missing here and there: about one in 250 hours.
  if (hash(seed + 17, Math.floor(ts / 3_600_000)) < 0.004) return null;
  const day = new Date(ts);
  const dayOfYear = Math.floor((ts - Date.UTC(day.getUTCFullYear(), 0, 1)) / DAY_MS);
  // Winter heating: twice the summer load in January.
  const season = 1.5 + 0.5 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
  const hour = localHour(ts);
  const weekday = (day.getUTCDay() + 6) % 7;
  const weekend = weekday >= 5;
  let shape = DAILY_SHAPE[Math.floor(hour)] ?? 1;
  let base = 180;
  if (profile === 'business') {
    shape = hour >= 7 && hour < 17 && !weekend ? 2.2 : 0.5;
    base = 600;
  } else if (weekend && hour >= 9 && hour < 16) {
    shape *= 1.25;
  }
  if (profile === 'production') {
    // Solar export: daylight only, far more in summer.
    const light = Math.max(0, Math.sin(((hour - 5) / 14) * Math.PI));
    return Math.round(light * (2.2 - season) * 900 * (0.6 + 0.4 * hash(seed, slot)));
  }
  let value = base * shape * season * (0.85 + 0.3 * hash(seed, slot));
  // A rare spike (a sauna, a car charging at full power).
  if (hash(seed + 3, slot) < 0.002) value *= 6;
  return Math.round(value);
}

interface ChannelRow {
  id: number;
  profile: string;
  seed: number;
  readings_from: number;
  materialised_to: number;
}

/** Slots drawn and written in one slice (about 21 days of one channel). */
const SLICE_SLOTS = 2000;

let lastTurn: Promise<void> = Promise.resolve();

/**
 * A turn of the event loop of its own: what waits (timers, other requests, I/O) runs
 * first. Turns are taken one after another, so work that several slicers resume (each
 * channel of a query, each query) runs one slice per turn, not all of them in the same one.
 */
export function nextTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  lastTurn = turn;
  return turn;
}

const floorSlot = (ts: number) => Math.floor(ts / SLOT_MS) * SLOT_MS;
const ceilSlot = (ts: number) => Math.ceil(ts / SLOT_MS) * SLOT_MS;

/**
 * Writes the channel's readings of [fromDate, toDate) (never past now) that are not written
 * yet, and returns how many slots it drew. Call it after the range is checked: it writes
 * only the range asked for, at most MAX_MATERIALISE_MS of it.
 *
 * `materialised_to` marks that every reading from `readings_from` up to it is written: a
 * range that starts at or before the mark moves it; a range past it is written on its own
 * (its slices are counted first, so it is written once) and leaves the mark where it is.
 * Slices of SLICE_SLOTS are written one short transaction each, with a turn of the event
 * loop before each: on SQLite (synchronous, on the main connection) no slice holds the
 * loop for long. Concurrent reads and other instances may race: rows that exist are kept, and the
 * mark only moves forward, over written readings.
 */
export async function materialise(
  db: Kysely<DB>,
  channel: ChannelRow,
  range: { fromDate: number; toDate: number },
): Promise<number> {
  const end = Math.min(ceilSlot(range.toDate), floorSlot(Date.now()));
  const start = Math.max(
    ceilSlot(range.fromDate),
    Number(channel.readings_from),
    end - MAX_MATERIALISE_MS,
  );
  let mark = Number(channel.materialised_to);
  let drawn = 0;
  for (let from = Math.max(start, mark); from < end;) {
    const to = Math.min(from + SLICE_SLOTS * SLOT_MS, end);
    await nextTurn();
    const rows: { channel_id: number; ts: number; value: number }[] = [];
    for (let ts = from; ts < to; ts += SLOT_MS) {
      const value = modelValue(channel.profile, channel.seed, ts);
      if (value !== null) rows.push({ channel_id: channel.id, ts, value });
    }
    drawn += (to - from) / SLOT_MS;
    const contiguous = mark >= from;
    const sliceStart = from;
    await db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('datalake_readings')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('channel_id', '=', channel.id)
        .where('ts', '>=', sliceStart)
        .where('ts', '<', to)
        .executeTakeFirst();
      if (Number(stored?.n ?? 0) < rows.length) await insertReadings(trx, rows);
      if (contiguous) {
        await trx
          .updateTable('datalake_channels')
          .set({ materialised_to: to })
          .where('id', '=', channel.id)
          .where('materialised_to', '>=', sliceStart)
          .where('materialised_to', '<', to)
          .execute();
      }
    });
    if (contiguous) mark = to;
    from = to;
  }
  return drawn;
}

/** Bulk insert of readings, in statements of 2,000 rows; existing rows are kept. */
export async function insertReadings(
  db: Kysely<DB>,
  rows: { channel_id: number; ts: number; value: number }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insertInto('datalake_readings')
      .values(rows.slice(i, i + 2000))
      .onConflict((oc) => oc.columns(['channel_id', 'ts']).doNothing())
      .execute();
  }
}
