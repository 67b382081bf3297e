import { describe, expect, it } from 'vitest';
import {
  clockLocale,
  formatCalendarDate,
  formatClockRange,
  formatClockTime,
  formatInstant,
  formatInstantDate,
  formatInstantTime,
} from '@/domain/clock-format';
import type { BookingMailDetails } from '../../server/mail/mailer';
import {
  bookingConfirmedMail,
  bookingReminderMail,
} from '../../server/mail/templates/booking-mail';

describe('formatClockTime: one 24-hour clock in both languages', () => {
  it.each([
    ['00:00', '00:00'],
    ['12:00', '12:00'],
    ['13:30', '13:30'],
    ['9:05', '09:05'],
    ['24:00', '24:00'],
  ])('%s reads %s in English and Italian', (time, shown) => {
    for (const locale of ['en', 'en-US', 'it', 'it-IT']) {
      expect(formatClockTime(locale, time)).toBe(shown);
    }
  });

  it('hands back what is not a wall-clock time', () => {
    expect(formatClockTime('en', 'soon')).toBe('soon');
    expect(formatClockTime('it', '25:00')).toBe('25:00');
    expect(formatClockTime('it', '10:75')).toBe('10:75');
  });

  it('writes a range with an en dash', () => {
    expect(formatClockRange('it-IT', '09:00', '19:30')).toBe('09:00–19:30');
  });

  it('reads any tag that is not Italian as English', () => {
    expect(clockLocale('it-CH')).toBe('it');
    expect(clockLocale('fr-FR')).toBe('en');
  });
});

describe('dates in the reader’s language, never shifted a day', () => {
  it('formats a calendar day as written', () => {
    expect(formatCalendarDate('en-US', '2026-06-12')).toBe('Friday, June 12, 2026');
    expect(formatCalendarDate('it-IT', '2026-06-12')).toBe('venerdì 12 giugno 2026');
    expect(formatCalendarDate('en-US', '2026-06-12', 'short')).toBe('Fri, Jun 12');
    expect(formatCalendarDate('it', '2026-06-12', 'short')).toBe('ven 12 giu');
    expect(formatCalendarDate('en', 'someday')).toBe('someday');
  });

  it('formats instants in the zone given, with the 24-hour clock', () => {
    // 11:30 UTC is 13:30 in Rome in June (UTC+2)
    const at = '2026-06-12T11:30:00Z';
    expect(formatInstantTime('en-US', at, 'Europe/Rome')).toBe('13:30');
    expect(formatInstantTime('it-IT', at, 'Europe/Rome')).toBe('13:30');
    expect(formatInstantTime('en', '2026-06-12T22:00:00Z', 'Europe/Rome')).toBe('00:00');
    expect(formatInstantTime('en', '2026-06-12T10:00:00Z', 'Europe/Rome')).toBe('12:00');
    expect(formatInstantTime('it', '2026-06-12T11:30:05Z', 'Europe/Rome', { seconds: true })).toBe(
      '13:30:05',
    );
    expect(formatInstant('en-US', at, 'Europe/Rome')).toMatch(/^June 12, 2026,? (at )?13:30$/);
    expect(formatInstant('it-IT', at, 'Europe/Rome')).toMatch(
      /^12 giugno 2026,? (alle ore )?13:30$/,
    );
    expect(formatInstantDate('it-IT', at, 'Europe/Rome')).toBe('12 giu 2026');
  });

  it("formats in the reader's zone when the zone name is unknown, as with none", () => {
    const at = '2026-06-12T11:30:00Z';
    expect(formatInstantTime('en', at, 'Mars/Olympus_Mons')).toBe(
      formatInstantTime('en', at, undefined),
    );
    // asked again (the answer about the name is kept): the same
    expect(formatInstantTime('en', at, 'Mars/Olympus_Mons')).toBe(
      formatInstantTime('en', at, undefined),
    );
  });
});

describe('the emails use the same clock', () => {
  const details: BookingMailDetails = {
    name: 'Giulia',
    shopName: 'Salone Aurora',
    shopAddress: 'Via del Corso 1, Roma',
    date: '2026-06-12',
    startTime: '13:30',
    endTime: '14:15',
    timeZone: 'Europe/Rome',
    services: ['Taglio'],
    totalCents: 3500,
    reference: 'ABC123',
  };
  const context = { publicUrl: 'https://orabella.test' };

  it('writes 13:30 in English and Italian subjects and details', () => {
    const en = bookingConfirmedMail.en(details, context);
    const it = bookingConfirmedMail.it(details, context);
    expect(en.subject).toBe('Booking confirmed: Salone Aurora, Friday, June 12, 2026 at 13:30');
    expect(it.subject).toBe(
      'Prenotazione confermata: Salone Aurora, venerdì 12 giugno 2026 alle 13:30',
    );
    expect(en.paragraphs.join('\n')).toContain('13:30–14:15');
    expect(bookingReminderMail.it({ ...details, hoursBefore: 24 }, context).subject).toContain(
      'alle 13:30',
    );
  });
});
