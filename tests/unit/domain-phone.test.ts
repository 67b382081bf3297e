import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { customerDetailsSchema } from '../../src/domain/booking-schemas';
import { registerSchema } from '../../src/domain/auth';
import { customerProfileSchema, shopProfileSchema } from '../../src/domain/profile';
import { isValidPhone, phoneField } from '../../src/domain/phone';

describe('phone numbers (spec 01 §5, 02 §6, 03: optional +, a digit 1-9, up to 15 more once separators go)', () => {
  it.each([
    '+393331234567',
    '3331234567',
    '+39 333 123 4567',
    '+39 (06) 1234-5678',
    '(+39) 333 123 4567',
    ' +39 (333) 123-4567 ',
    '333-123-4567',
    '+1 555 123 4567',
    '+39 06 555 0303',
    '333 - 123 4567',
  ])('accepts %j', (value) => expect(isValidPhone(value)).toBe(true));

  it.each([
    ['-1', 'a lone hyphen and one digit'],
    ['2026-13-01', 'a date: 8 digits, fewer than any number dialled here'],
    ['1', 'one digit'],
    ['12-34', 'four digits'],
    ['+0 333 1234', 'first digit 0'],
    ['0612345678', 'a national number with its trunk 0'],
    ['-333 123 4567', 'a leading separator'],
    ['333 123 4567-', 'a trailing separator'],
    ['333 12a 4567', 'a letter'],
    ['+39 333 123 4567 890 1234', 'more than 16 digits'],
    ['33+3 123 4567', 'a plus inside'],
    ['()3331234567', 'empty parentheses'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (value) => expect(isValidPhone(value)).toBe(false));

  it('refuses a huge value', () => expect(isValidPhone('1'.repeat(5000))).toBe(false));

  it('is the rule of registration, the profile and the booking details alike', async () => {
    const validAt = (schema: yup.AnyObjectSchema, path: string, value: object) => {
      try {
        schema.validateSyncAt(path, value);
        return true;
      } catch {
        return false;
      }
    };
    for (const phone of ['-1', '2026-13-01']) {
      await expect(phoneField('bad').validate(phone)).rejects.toThrow('bad');
      expect(validAt(registerSchema, 'phone', { phone })).toBe(false);
      expect(validAt(customerProfileSchema, 'phone', { phone })).toBe(false);
      expect(validAt(shopProfileSchema, 'phone', { phone })).toBe(false);
      expect(validAt(customerDetailsSchema, 'phone', { phone })).toBe(false);
      expect(
        validAt(customerProfileSchema, 'emergencyContact.phone', { emergencyContact: { phone } }),
      ).toBe(false);
    }
    expect(validAt(registerSchema, 'phone', { phone: '+39 333 123 4567' })).toBe(true);
    expect(validAt(customerDetailsSchema, 'phone', { phone: '+393331234567' })).toBe(true);
  });
});
