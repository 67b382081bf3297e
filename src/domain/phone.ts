import * as yup from 'yup';
import { LIMITS } from './limits';

/** After removing spaces, hyphens and parentheses: optional +, a digit 1-9, up to 15 more digits (spec 01 §5). */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
export const normalizePhone = (phone: string): string => phone.replace(/[\s\-()]/g, '');

/**
 * The fewest digits a number can have and still be dialled from here. The specs give the shape and the maximum
 * but no minimum; the shape alone let `-1` and a date (`2026-13-01` → 20261301) through. Nine is the shortest
 * Italian mobile number; national numbers starting with 0 are already excluded by the spec's first digit, so a
 * shorter number is either a foreign number missing its country code or not a phone number.
 */
export const PHONE_DIGITS_MIN = 9;

/**
 * Where the spec's removable characters may stand: spaces and hyphens only between digits or parenthesised
 * groups (never leading, trailing or alone), parentheses around digits (the first group may hold the `+`).
 * Each step of the pattern consumes a distinct character class, so it runs in linear time.
 */
const PHONE_SHAPE = /^\+?(?:\(\+?\d+\)|\d)(?:[ -]*(?:\(\d+\)|\d))*$/;

/** Spec 01 §5 / 02 §6 / 03 phone rule, shared by registration, the profile and a booking's customer details. */
export function isValidPhone(raw: string): boolean {
  const value = raw.trim();
  if (value.length > LIMITS.phone || !PHONE_SHAPE.test(value)) return false;
  const normalised = normalizePhone(value);
  return PHONE_PATTERN.test(normalised) && normalised.replace('+', '').length >= PHONE_DIGITS_MIN;
}

/** The one yup field for a phone number; optional (an emergency contact's phone) unless `.required()` is added. */
export const phoneField = (invalidKey: string) =>
  yup
    .string()
    .trim()
    .max(LIMITS.phone, invalidKey)
    .test('phone', invalidKey, (value) => !value || isValidPhone(value));
