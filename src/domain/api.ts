/** The response envelope every `/api` endpoint answers with (server, MSW mocks and client alike). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  /** field → message key, for validation failures */
  errors?: Record<string, string>;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
