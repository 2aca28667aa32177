import createClient from 'openapi-fetch';
import { storedKey } from '../auth/session';
import type { paths } from './schema';

/**
 * The typed API client: every path, parameter, body and answer comes from the generated
 * `schema.d.ts`, so a changed route breaks `tsc`, not a screen. The stored key goes on every
 * request as `x-api-key`; a display (no key) calls only its public route.
 */
export const api = createClient<paths>({ baseUrl: window.location.origin });

api.use({
  onRequest({ request }) {
    const key = storedKey();
    if (key) request.headers.set('x-api-key', key);
    return request;
  },
});

/** An API refusal, with the server's stable code and its message for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function errorOf(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const message = typeof error?.message === 'string' ? error.message : `the server answered ${status}`;
  return new ApiError(status, code, message);
}

/** The answer's body, or an ApiError with the server's code and message. */
export async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw errorOf(response.status, error);
  return data as T;
}

/** A message for people from whatever a call threw. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return `${error.message} (${error.code})`;
  if (error instanceof Error) return error.message;
  return String(error);
}
