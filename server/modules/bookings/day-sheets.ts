import type { BusyInterval } from '../../../src/domain/booking';
import { SLOT_MINUTES } from '../../../src/domain/booking';
import { parseTime } from '../../../src/domain/opening-hours';
import { updateInBatch } from '../../db/write-batch';
import {
  BookingDayModel,
  bookingDayId,
  bookingMonthId,
  daysOfMonthSheet,
  monthCellKey,
} from '../../models/booking-day.model';
import { severalInstances } from './booking-index-store';
import { createKeyLock } from './key-lock';

/**
 * Day sheets: the read model of availability, stored per shop and month, served per date from memory. Writes to one
 * stored sheet are queued in this process (FerretDB applies `$set` as read-modify-write, so two racing updates could drop a cell); claims stay the
 * truth and the create path heals a sheet it finds stale.
 */
const withSheetLock = createKeyLock();

/** `slot:<shopId>:<staffId>:<date>:<HH:MM>` → its parts (null for anything else). */
export function parseSlotClaimId(
  id: string,
): { shopId: string; staffId: string; date: string; time: string } | null {
  const match = /^slot:(.+):([^:]+):(\d{4}-\d{2}-\d{2}):(\d{2}:\d{2})$/.exec(id);
  if (!match) return null;
  const [, shopId, staffId, date, time] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { shopId, staffId, date, time };
}

type Cells = Record<string, string>;

function busyOf(cells: Cells | undefined, ignoreBookingId?: string): BusyInterval[] {
  const busy: BusyInterval[] = [];
  for (const [key, bookingId] of Object.entries(cells ?? {})) {
    if (ignoreBookingId && bookingId === ignoreBookingId) continue;
    const bar = key.lastIndexOf('|');
    const start = parseTime(key.slice(bar + 1));
    if (bar <= 0 || start === null) continue;
    busy.push({ staffId: key.slice(0, bar), start, end: start + SLOT_MINUTES });
  }
  return busy;
}

/**
 * Every current day sheet in memory. Measured on FerretDB 1.24 (SQLite) with 100k sheets: even an `_id` lookup is a
 * table scan there (~0.6–1.2 s per `findById`, 8–15 s for a 31-id `$in`), so the slots endpoint cannot read sheets
 * per request. The sheets are read once (past dates skipped), this process's own writes update the copy as they
 * happen, and with several instances (REDIS_URL) a background reload every SHEET_RELOAD_MS picks up the others'
 * writes (claims stay the truth: a stale copy can only show a taken time as free, which the claim then refuses and
 * the create path heals). Alone, the process skips it: reading every sheet is seconds of database time.
 */
const SHEET_RELOAD_MS = 2 * 60_000;
const sheetCache = new Map<string, Cells>();
let loadedAt = 0;
let loading: Promise<void> | null = null;
/** sheets written while a reload was reading: their fresher local copy wins over what the reload read */
let writtenDuringLoad: Set<string> | null = null;

function sheetDate(id: string): string {
  return id.slice(id.lastIndexOf(':') + 1);
}

async function reloadSheets(): Promise<void> {
  writtenDuringLoad = new Set();
  try {
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);
    const sheets = await BookingDayModel.find({}).lean<{ _id: string; cells?: Cells }[]>();
    const fresh = new Map<string, Cells>();
    for (const sheet of sheets) {
      if (`${sheetDate(sheet._id)}-31` < yesterday) continue;
      for (const [dayId, cells] of daysOfMonthSheet(sheet._id, sheet.cells ?? {}))
        if (sheetDate(dayId) >= yesterday) fresh.set(dayId, cells);
    }
    for (const id of writtenDuringLoad) fresh.set(id, sheetCache.get(id) ?? {});
    sheetCache.clear();
    for (const [id, cells] of fresh) sheetCache.set(id, cells);
    loadedAt = Date.now();
    notifySheets(null);
  } finally {
    writtenDuringLoad = null;
    loading = null;
  }
}

/** Loads the sheets the first time (waiting), later refreshes them in the background. */
async function sheetsReady(): Promise<void> {
  if (loadedAt === 0) {
    loading ??= reloadSheets();
    await loading;
    return;
  }
  // only other instances' writes need the reload: alone, this process made every write it would read back
  if (!loading && severalInstances() && Date.now() - loadedAt > SHEET_RELOAD_MS)
    loading = reloadSheets().catch(() => undefined);
}

/** Reads the sheets into memory now (start-up), so the first visitor does not wait for it. */
export async function warmDaySheets(): Promise<number> {
  await sheetsReady();
  return sheetCache.size;
}

/** Told which shops' sheets changed (null: every sheet was reloaded); the search's next-free memo listens. */
type SheetListener = (shopIds: readonly string[] | null) => void;
const sheetListeners = new Set<SheetListener>();

/** Calls `listener` after every change to the sheets in memory; returns the unsubscribe. */
export function onDaySheetChange(listener: SheetListener): () => void {
  sheetListeners.add(listener);
  return () => sheetListeners.delete(listener);
}

function notifySheets(shopIds: readonly string[] | null): void {
  for (const listener of sheetListeners) listener(shopIds);
}

const shopsOf = (claimIds: readonly string[]): string[] => [
  ...new Set(claimIds.flatMap((id) => parseSlotClaimId(id)?.shopId ?? [])),
];

/** Taken cells of one date from the sheets in memory, without waiting (after `warmDaySheets`; else none). */
export function busyOnLoaded(shopId: string, date: string): BusyInterval[] {
  return busyOf(sheetCache.get(bookingDayId(shopId, date)));
}

function applyLocally(sheetId: string, change: (cells: Cells) => void): void {
  const cells = sheetCache.get(sheetId) ?? {};
  change(cells);
  sheetCache.set(sheetId, cells);
  writtenDuringLoad?.add(sheetId);
}

/** Taken cells of one date (optionally not counting one booking's own, for its reschedule). */
export async function busyOn(
  shopId: string,
  date: string,
  ignoreBookingId?: string,
): Promise<BusyInterval[]> {
  await sheetsReady();
  return busyOf(sheetCache.get(bookingDayId(shopId, date)), ignoreBookingId);
}

/** Taken cells of several dates (a calendar month). */
export async function busyByDates(
  shopId: string,
  dates: readonly string[],
): Promise<Map<string, BusyInterval[]>> {
  await sheetsReady();
  return new Map(dates.map((date) => [date, busyOf(sheetCache.get(bookingDayId(shopId, date)))]));
}

interface SheetCells {
  /** the per-date sheet in memory */
  dayId: string;
  date: string;
  /** `<staffId>|<HH:MM>` in the day sheet */
  key: string;
  /** `<DD>|<staffId>|<HH:MM>` in the stored month sheet */
  monthKey: string;
}

/** Groups claim ids by stored month sheet. */
function bySheet(claimIds: readonly string[]): Map<string, SheetCells[]> {
  const sheets = new Map<string, SheetCells[]>();
  for (const id of claimIds) {
    const parts = parseSlotClaimId(id);
    if (!parts) continue;
    const monthId = bookingMonthId(parts.shopId, parts.date);
    const list = sheets.get(monthId) ?? [];
    list.push({
      dayId: bookingDayId(parts.shopId, parts.date),
      date: parts.date,
      key: `${parts.staffId}|${parts.time}`,
      monthKey: monthCellKey(parts.date, parts.staffId, parts.time),
    });
    sheets.set(monthId, list);
  }
  return sheets;
}

const datesOf = (sheets: Map<string, SheetCells[]>): string[] => [
  ...new Set([...sheets.values()].flatMap((cells) => cells.map((cell) => cell.date))),
];

/** Marks the cells of these claims as held by the booking; returns the dates touched. */
export async function markCells(claimIds: readonly string[], bookingId: string): Promise<string[]> {
  const sheets = bySheet(claimIds);
  try {
    await Promise.all(
      [...sheets].map(([monthId, cells]) =>
        withSheetLock(monthId, async () => {
          await updateInBatch(
            BookingDayModel,
            monthId,
            {
              $set: Object.fromEntries(cells.map((cell) => [`cells.${cell.monthKey}`, bookingId])),
            },
            { upsert: true },
          );
          for (const cell of cells)
            applyLocally(cell.dayId, (day) => {
              day[cell.key] = bookingId;
            });
        }),
      ),
    );
  } finally {
    // cells applied before a failure are in memory too
    notifySheets(shopsOf(claimIds));
  }
  return datesOf(sheets);
}

/** Frees the cells of these claims where the sheet shows this booking holding them; returns the dates touched. */
export async function clearCells(
  claimIds: readonly string[],
  bookingId: string,
): Promise<string[]> {
  const sheets = bySheet(claimIds);
  await sheetsReady();
  try {
    await Promise.all(
      [...sheets].map(([monthId, cells]) =>
        withSheetLock(monthId, async () => {
          const mine = cells.filter((cell) => sheetCache.get(cell.dayId)?.[cell.key] === bookingId);
          if (mine.length === 0) return;
          await updateInBatch(
            BookingDayModel,
            monthId,
            {
              $unset: Object.fromEntries(
                mine.map((cell) => [`cells.${cell.monthKey}`, '' as const]),
              ),
            },
            { upsert: false },
          );
          for (const cell of mine)
            applyLocally(cell.dayId, (day) => {
              delete day[cell.key];
            });
        }),
      ),
    );
  } finally {
    // cells applied before a failure are in memory too
    notifySheets(shopsOf(claimIds));
  }
  return datesOf(sheets);
}
