/** The response envelope every `/api` endpoint answers with (server, MSW mocks and client alike). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  /** stable failure code (src/domain/errors.ts); clients branch on it, never on `message` */
  code: string;
  /** the failure's text in the caller's language */
  message: string;
  /** field → message key, for validation failures */
  errors?: Record<string, string>;
  /** what the caller needs to resolve a conflict (e.g. the bookings a change of hours would affect) */
  data?: unknown;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
