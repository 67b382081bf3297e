import type { Response } from 'express';
import type { ApiSuccess } from '../../src/domain/api';

interface OkOptions {
  /** the spec's text for the outcome ('Login successful'), when it names one */
  message?: string;
  /** 201 for what a request created; 503 for health's degraded report, which is still a report */
  status?: number;
  /** fields a spec puts next to `data` (GET /api/available-slots repeats `slots` at the top level) */
  beside?: Record<string, unknown>;
}

/** The success envelope `{ success: true, data, message? }`, written here only. */
export function okBody<T>(data: T, message?: string): ApiSuccess<T> {
  return { success: true, data, ...(message ? { message } : {}) };
}

/**
 * Answers a success envelope: every `/api` route answers through here (the shop search, which caches its
 * answers as JSON text, serialises okBody), so the envelope is written once; failures go through the error
 * middleware in errors.ts.
 */
export function ok<T>(
  res: Response,
  data: T,
  { message, status = 200, beside }: OkOptions = {},
): void {
  res.status(status).json({ ...okBody(data, message), ...beside });
}

/**
 * The success envelope around `data` already serialised (`okBody(data)` as JSON text, byte for byte what
 * {@link ok} sends): for answers whose JSON is assembled from kept parts (the booking lists).
 */
export function okJson(
  res: Response,
  dataJson: string,
  { status = 200 }: { status?: number } = {},
): void {
  res.status(status).type('json').send(`{"success":true,"data":${dataJson}}`);
}
