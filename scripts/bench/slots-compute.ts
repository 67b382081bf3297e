/**
 * Availability engine benchmark (issue 5 "slot computation for a shop with 10 staff over 90 days", target
 * ≤ 20 ms): a shop with 10 staff (their own hours for some, per-staff services, a lunch break, a special
 * date, about 30 % of each day taken), three calendar months plus the slot lists of 90 days.
 */
import { addMonths, computeCalendar, computeSlots, shopToday } from '../../src/domain/availability';
import type {
  AvailabilityShop,
  BookableService,
  BusyInterval,
  StaffMember,
} from '../../src/domain/booking';
import { addDays, weekHours, type DayWindow } from '../../src/domain/opening-hours';

const RUNS = 25;
const WARMUP = 5;
const TARGET_MS = 20;
const DAYS = 90;

const week = (window: DayWindow, closedSunday = true) =>
  weekHours(Array.from({ length: 7 }, (_, i) => (closedSunday && i === 6 ? null : window)));

function benchShop(): AvailabilityShop {
  const staff: StaffMember[] = Array.from({ length: 10 }, (_, i) => ({
    id: `staff-${i}`,
    name: `Staff ${i}`,
    photo: null,
    serviceIds: i % 3 === 0 ? ['cut', 'colour'] : [],
    workingHours: i % 2 === 0 ? week(i % 4 === 0 ? ['08:00', '16:00'] : ['11:00', '20:00']) : null,
  }));
  return {
    id: 'bench-shop',
    timeZone: 'Europe/Rome',
    workingHours: week(['09:00', '19:00']),
    specialDates: [
      { date: '2026-04-25', isClosed: true, start: null, end: null, description: 'Liberation Day' },
      { date: '2026-05-02', isClosed: false, start: '10:00', end: '14:00', description: 'short' },
    ],
    breaks: [
      {
        name: 'Lunch',
        days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        start: '13:00',
        end: '13:30',
      },
    ],
    staff,
  };
}

const cut: BookableService = {
  id: 'cut',
  shopId: 'bench-shop',
  name: 'Cut',
  description: '',
  category: 'hair',
  durationMinutes: 45,
  priceCents: 3000,
  bookable: true,
  minNoticeHours: 1,
  maxAdvanceDays: 120,
};

/** Deterministic pseudo-random (mulberry32), so every run sees the same bookings. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** About 30 % of each staff member's half hours from 08:00 to 20:00 taken, in 30–90 minute bookings. */
function busyDays(shop: AvailabilityShop, from: string): Map<string, BusyInterval[]> {
  const next = random(42);
  const byDate = new Map<string, BusyInterval[]>();
  for (let d = 0; d < DAYS + 31; d += 1) {
    const busy: BusyInterval[] = [];
    for (const member of shop.staff) {
      for (let t = 8 * 60; t < 20 * 60; t += 30) {
        if (next() < 0.15) {
          const length = 30 * (1 + Math.floor(next() * 3));
          busy.push({ staffId: member.id, start: t, end: t + length });
          t += length - 30;
        }
      }
    }
    byDate.set(addDays(from, d), busy);
  }
  return byDate;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function benchSlotCompute(): Promise<{ name: string; ms: number }[]> {
  const shop = benchShop();
  const now = new Date('2026-03-16T07:00:00Z');
  const today = shopToday(now, shop.timeZone);
  const busyByDate = busyDays(shop, today);
  const months = [0, 1, 2].map((m) => addMonths(today, m).slice(0, 7));
  const dates = Array.from({ length: DAYS }, (_, d) => addDays(today, d));
  const taken = [...busyByDate.values()].reduce((sum, list) => sum + list.length, 0);

  const calendars = () => {
    let count = 0;
    for (const month of months) {
      for (const day of computeCalendar({ shop, services: [cut], month, busyByDate, now }))
        count += day.availableSlots;
    }
    return count;
  };
  const slotLists = () => {
    let count = 0;
    for (const date of dates) {
      const busy = busyByDate.get(date) ?? [];
      count += computeSlots({ shop, services: [cut], date, busy, now }).length;
    }
    return count;
  };

  const timings = {
    calendar: [] as number[],
    slots: [] as number[],
    total: [] as number[],
    cpu: [] as number[],
  };
  let sink = 0;
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    sink += calendars();
    const t1 = performance.now();
    sink += slotLists();
    const t2 = performance.now();
    const cpu = process.cpuUsage(cpu0);
    if (run < WARMUP) continue;
    timings.cpu.push((cpu.user + cpu.system) / 1000);
    timings.calendar.push(t1 - t0);
    timings.slots.push(t2 - t1);
    timings.total.push(t2 - t0);
  }
  if (sink === 0) throw new Error('the bench shop has no slots: the benchmark measures nothing');

  const results = [
    { name: 'slots: 3 calendar months (10 staff)', ms: median(timings.calendar) },
    { name: `slots: ${DAYS} days of slot lists (10 staff)`, ms: median(timings.slots) },
    { name: `slots: calendar + slot lists, target ≤ ${TARGET_MS} ms`, ms: median(timings.total) },
    { name: 'slots: calendar + slot lists, CPU time', ms: median(timings.cpu) },
  ];
  // wall time is the figure; CPU time shows how much of it was this process when the machine is busy
  console.log(
    `\nAvailability engine: 10 staff, ${taken} busy intervals over ${busyByDate.size} days, median of ${RUNS} runs`,
  );
  console.table(
    results.map((r) => ({
      measure: r.name,
      'median ms': Number(r.ms.toFixed(2)),
      ...(r.name.includes('target') ? { verdict: r.ms <= TARGET_MS ? 'within' : 'OVER' } : {}),
    })),
  );
  return results;
}
