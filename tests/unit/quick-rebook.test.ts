import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '../../src/domain/booking';
import type { StoredBooking } from '../../src/domain/booking-record';
import { checkBody } from '../../src/domain/request-validation';
import {
  canQuickRebook,
  firstRebookTime,
  inRebookWindow,
  quickRebookFailure,
  quickRebookProposalOf,
  quickRebookRequestOf,
  quickRebookSchema,
  rebookDates,
  rebookStaffChoice,
  rebookTimeRefusal,
  rebookWindowOf,
  sameProviderOf,
} from '../../src/domain/quick-rebook';

const slot = (time: string, staffIds: string[] = ['anna'], available = true): TimeSlot => ({
  time,
  available,
  period: 'morning',
  staffIds: available ? staffIds : [],
});

describe('rebooking windows', () => {
  it('takes the window of the original start: morning 9-12, afternoon 12-18, evening 18-21', () => {
    expect(rebookWindowOf('09:00')).toBe('morning');
    expect(rebookWindowOf('11:30')).toBe('morning');
    expect(rebookWindowOf('12:00')).toBe('afternoon');
    expect(rebookWindowOf('17:30')).toBe('afternoon');
    expect(rebookWindowOf('18:00')).toBe('evening');
    expect(rebookWindowOf('20:30')).toBe('evening');
  });

  it('gives a start outside every window the nearest one', () => {
    expect(rebookWindowOf('07:30')).toBe('morning');
    expect(rebookWindowOf('21:30')).toBe('evening');
  });

  it('counts a time in a window by its start, the end hour excluded', () => {
    expect(inRebookWindow('morning', '09:00')).toBe(true);
    expect(inRebookWindow('morning', '11:30')).toBe(true);
    expect(inRebookWindow('morning', '12:00')).toBe(false);
    expect(inRebookWindow('morning', '08:30')).toBe(false);
    expect(inRebookWindow('evening', '20:30')).toBe(true);
    expect(inRebookWindow('evening', '21:00')).toBe(false);
    expect(inRebookWindow('afternoon', 'noon')).toBe(false);
  });
});

describe('the dates searched', () => {
  it('runs from one to four weeks after today when no date is preferred', () => {
    const dates = rebookDates(undefined, '2026-03-15');
    expect(dates).toHaveLength(22);
    expect(dates[0]).toBe('2026-03-22');
    expect(dates.at(-1)).toBe('2026-04-12');
  });

  it('runs from one to four weeks after a preferred date, today when that date is past', () => {
    expect(rebookDates('2026-04-01', '2026-03-15')[0]).toBe('2026-04-08');
    expect(rebookDates('2026-04-01', '2026-03-15').at(-1)).toBe('2026-04-29');
    expect(rebookDates('2026-03-01', '2026-03-15')[0]).toBe('2026-03-22');
  });
});

describe('which bookings may be booked again', () => {
  const now = Date.parse('2026-03-15T12:00:00Z');
  const past = now - 3_600_000;
  const ahead = now + 86_400_000;

  it('takes a booking behind the customer, never one still to come', () => {
    expect(canQuickRebook({ status: 'completed', endAt: past }, now)).toBe(true);
    expect(canQuickRebook({ status: 'cancelled', endAt: ahead }, now)).toBe(true);
    expect(canQuickRebook({ status: 'no-show', endAt: past }, now)).toBe(true);
    // the shop never completed it, but it is over
    expect(canQuickRebook({ status: 'confirmed', endAt: past }, now)).toBe(true);
    expect(canQuickRebook({ status: 'confirmed', endAt: ahead }, now)).toBe(false);
    expect(canQuickRebook({ status: 'pending', endAt: ahead }, now)).toBe(false);
  });
});

describe('who does it', () => {
  const qualifiedIds = ['anna', 'bruno'];

  it('keeps the same person when the customer wants that and the person still does the services', () => {
    expect(rebookStaffChoice({ sameProvider: true, originalStaffId: 'anna', qualifiedIds })).toBe(
      'anna',
    );
    expect(
      rebookStaffChoice({
        sameProvider: true,
        originalStaffId: 'anna',
        qualifiedIds,
        requested: 'bruno',
      }),
    ).toBe('anna');
  });

  it('gives way to anyone when the person left, or the customer does not mind', () => {
    expect(
      rebookStaffChoice({ sameProvider: true, originalStaffId: 'carla', qualifiedIds }),
    ).toBeNull();
    expect(
      rebookStaffChoice({ sameProvider: false, originalStaffId: 'anna', qualifiedIds }),
    ).toBeNull();
    // a confirmed proposal's person, when they still do the services
    expect(
      rebookStaffChoice({
        sameProvider: false,
        originalStaffId: 'anna',
        qualifiedIds,
        requested: 'bruno',
      }),
    ).toBe('bruno');
    expect(
      rebookStaffChoice({
        sameProvider: false,
        originalStaffId: 'anna',
        qualifiedIds,
        requested: 'zoe',
      }),
    ).toBeNull();
  });

  it("reads the customer's preference, on unless turned off", () => {
    expect(sameProviderOf(undefined)).toBe(true);
    expect(sameProviderOf({ reminderTime: 24 })).toBe(true);
    expect(sameProviderOf({ sameProvider: true })).toBe(true);
    expect(sameProviderOf({ sameProvider: false })).toBe(false);
  });
});

describe('the first free time', () => {
  it('takes the first free time in the window, day by day', () => {
    const days = [
      // the 22nd has only afternoon times free
      { date: '2026-03-22', slots: [slot('09:00', [], false), slot('13:00')] },
      {
        date: '2026-03-23',
        slots: [slot('08:30'), slot('09:00', [], false), slot('10:30'), slot('11:00')],
      },
    ];
    expect(firstRebookTime(days, 'morning', 'anna')).toEqual({
      date: '2026-03-23',
      time: '10:30',
      staffId: 'anna',
    });
    expect(firstRebookTime(days, 'afternoon', 'anna')).toEqual({
      date: '2026-03-22',
      time: '13:00',
      staffId: 'anna',
    });
    expect(firstRebookTime(days, 'evening', 'anna')).toBeNull();
  });

  it('prefers the usual person among those free, else the first free one', () => {
    const days = [{ date: '2026-03-22', slots: [slot('10:00', ['bruno', 'anna'])] }];
    expect(firstRebookTime(days, 'morning', 'anna')?.staffId).toBe('anna');
    expect(firstRebookTime(days, 'morning', 'carla')?.staffId).toBe('bruno');
  });
});

describe('a confirmation', () => {
  const dates = rebookDates(undefined, '2026-03-15');

  it('must name a searched date and a start in the window', () => {
    expect(
      rebookTimeRefusal('morning', dates, { date: '2026-03-23', startTime: '10:00' }),
    ).toBeNull();
    expect(rebookTimeRefusal('morning', dates, { date: '2026-03-16', startTime: '10:00' })).toEqual(
      {
        code: 'VALIDATION_FAILED',
        errors: { date: 'validation.invalidType' },
      },
    );
    expect(rebookTimeRefusal('morning', dates, { date: '2026-03-23', startTime: '14:00' })).toEqual(
      {
        code: 'VALIDATION_FAILED',
        errors: { startTime: 'validation.invalidType' },
      },
    );
  });

  it('answers a time taken meanwhile as a failed quick rebooking, the limits with their own texts', () => {
    expect(quickRebookFailure('SLOT_TAKEN')).toBe('QUICK_REBOOK_FAILED');
    expect(quickRebookFailure('PAST_TIME')).toBe('QUICK_REBOOK_FAILED');
    expect(quickRebookFailure('STAFF_CANNOT_PERFORM')).toBe('QUICK_REBOOK_FAILED');
    expect(quickRebookFailure('OVERLAP_LIMIT')).toBe('OVERLAP_LIMIT');
    expect(quickRebookFailure('UPCOMING_LIMIT')).toBe('UPCOMING_LIMIT');
    expect(quickRebookFailure('IDEMPOTENCY_MISMATCH')).toBe('IDEMPOTENCY_MISMATCH');
    expect(quickRebookFailure('INTERNAL')).toBe('INTERNAL');
  });

  it('needs the date and time when confirming, and a booking id of the right shape', async () => {
    const proposal = await checkBody(quickRebookSchema, { bookingId: 'bk_abc123' });
    expect(proposal).toMatchObject({ ok: true, value: { bookingId: 'bk_abc123' } });
    expect(proposal.ok && proposal.value.confirm).toBeFalsy();
    const missing = await checkBody(quickRebookSchema, { bookingId: 'bk_abc123', confirm: true });
    expect(missing).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      errors: { date: 'validation.required', startTime: 'validation.required' },
    });
    const bad = await checkBody(quickRebookSchema, {
      bookingId: 'someone',
      preferredDate: '2026-02-31',
      startTime: '25:00',
    });
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        bookingId: 'validation.invalidType',
        preferredDate: 'validation.invalidType',
        startTime: 'validation.invalidType',
      },
    });
  });
});

describe('the proposal and its booking', () => {
  const startAt = new Date('2026-03-01T09:00:00Z');
  const record = {
    _id: 'bk_original',
    reference: 'ORA-TEST02',
    shopId: 'shop-a',
    shopName: 'Salone A',
    shopAddress: 'Via Roma 1, Roma',
    shopTimeZone: 'Europe/Rome',
    serviceType: 'hair',
    customerId: 'c1',
    customerName: 'Carla',
    customerEmail: 'carla@example.com',
    customerPhone: '+393331234567',
    services: [
      {
        serviceId: 'cut',
        name: 'Haircut',
        names: { en: 'Haircut', it: 'Taglio' },
        durationMinutes: 60,
        priceCents: 3000,
      },
      { serviceId: 'dry', name: 'Blow-dry', durationMinutes: 30, priceCents: 1500 },
    ],
    staffId: 'anna',
    date: '2026-03-01',
    time: '10:00',
    startAt,
    endAt: new Date(startAt.getTime() + 90 * 60_000),
    durationMinutes: 90,
    priceCents: 4500,
    status: 'completed',
    createdAt: startAt,
    updatedAt: startAt,
  } satisfies StoredBooking;

  it('proposes the same services at the time found, in the caller language', () => {
    const proposal = quickRebookProposalOf({
      record,
      language: 'it',
      found: { date: '2026-03-23', time: '11:30', staffId: 'bruno' },
      staffName: 'Bruno',
      durationMinutes: 90,
    });
    expect(proposal).toEqual({
      bookingId: 'bk_original',
      shopId: 'shop-a',
      shopName: 'Salone A',
      timeZone: 'Europe/Rome',
      date: '2026-03-23',
      startTime: '11:30',
      endTime: '13:00',
      staffId: 'bruno',
      staffName: 'Bruno',
      sameProvider: false,
      serviceIds: ['cut', 'dry'],
      serviceNames: ['Taglio', 'Blow-dry'],
      durationMinutes: 90,
      window: 'morning',
    });
  });

  it('books it as a customer booking with the contact given last time', () => {
    expect(
      quickRebookRequestOf(record, { date: '2026-03-23', startTime: '11:30', staffId: 'anna' }),
    ).toEqual({
      shopId: 'shop-a',
      serviceIds: ['cut', 'dry'],
      staffId: 'anna',
      date: '2026-03-23',
      time: '11:30',
      customerDetails: {
        name: 'Carla',
        email: 'carla@example.com',
        phone: '+393331234567',
        specialRequests: '',
        firstTimeCustomer: false,
        sendReminders: true,
        acceptTerms: true,
      },
    });
  });
});
