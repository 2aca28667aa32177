import type { ArgumentsHost } from '@nestjs/common';
import { DatabaseBusyError } from '@app/persistence';
import { ApiExceptionFilter } from './api-exception.filter';

/** The response the filter writes, caught by a minimal Express-shaped host. */
function answer(exception: unknown): { status: number; headers: Record<string, string>; body: unknown } {
  const seen = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const response = {
    setHeader: (name: string, value: string) => void (seen.headers[name] = value),
    status: (status: number) => {
      seen.status = status;
      return response;
    },
    json: (body: unknown) => void (seen.body = body),
  };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ id: 'req-1' }) }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return seen;
}

describe('ApiExceptionFilter', () => {
  it('answers a busy database with 503 DATABASE_BUSY and Retry-After, not a 500', () => {
    const prismaTimeout = Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), { code: 'P2028' });
    expect(answer(new DatabaseBusyError({ cause: prismaTimeout }))).toEqual({
      status: 503,
      headers: { 'Retry-After': '1' },
      body: { error: { code: 'DATABASE_BUSY', message: expect.stringMatching(/nothing was changed, try again/) }, requestId: 'req-1' },
    });
  });

  it('answers a statement that waited out the pool for a connection as 503 DATABASE_BUSY too', () => {
    // What pg's pool rejects with, and Prisma passes on unchanged (persistence's database-busy.int-spec).
    const poolWait = new Error('timeout exceeded when trying to connect');
    expect(answer(poolWait)).toEqual({
      status: 503,
      headers: { 'Retry-After': '1' },
      body: { error: { code: 'DATABASE_BUSY', message: expect.stringMatching(/nothing was changed, try again/) }, requestId: 'req-1' },
    });
  });

  it('keeps anything it does not know a 500 whose details stay in the log', () => {
    expect(answer(new Error('boom'))).toMatchObject({ status: 500, body: { error: { code: 'INTERNAL' }, requestId: 'req-1' } });
  });
});
