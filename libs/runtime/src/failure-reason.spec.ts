import { failureReason } from './failure-reason';

/** What Node's happy-eyeballs connect rejects with when `localhost` is refused on both of its addresses: an empty message of its own. */
function refusedOnBothAddresses(port: number): AggregateError {
  const refused = (address: string) => Object.assign(new Error(`connect ECONNREFUSED ${address}:${port}`), { code: 'ECONNREFUSED', address, port });
  return Object.assign(new AggregateError([refused('::1'), refused('127.0.0.1')], ''), { code: 'ECONNREFUSED' });
}

describe('failureReason', () => {
  it("gives an AggregateError's inner reasons, since its own message is empty", () => {
    expect(failureReason(refusedOnBothAddresses(5432))).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('finds the reason of an error whose message is empty in its cause, then its code, and is never empty', () => {
    expect(failureReason(new Error('', { cause: new Error('password authentication failed for user "razz"') }))).toBe(
      'password authentication failed for user "razz"',
    );
    expect(failureReason(Object.assign(new Error(''), { code: 'ETIMEDOUT' }))).toBe('ETIMEDOUT');
    expect(failureReason(new TypeError(''))).toBe('TypeError without a message');
    expect(failureReason(undefined)).toBe('undefined');
  });

  it("takes the driver's words out of Prisma's multi-line wrapper", () => {
    const prisma = new Error('\nInvalid `prisma.$queryRaw()` invocation:\n\n\nRaw query failed. Code: `53300`. Message: `sorry, too many clients already`');
    expect(failureReason(prisma)).toBe('sorry, too many clients already');
  });

  it('keeps only the first line of a long message', () => {
    expect(failureReason(new Error("Nest can't resolve dependencies of the X (?).\n\nPotential solutions:\n- …"))).toBe(
      "Nest can't resolve dependencies of the X (?).",
    );
  });

  it('says to migrate when Prisma reports a missing table (SQLSTATE 42P01 in its driver adapter cause)', () => {
    // The shape Prisma 7's adapter-pg gives a query on a table that does not exist (seen from the worker's start-up).
    const prisma = Object.assign(
      new Error('\nInvalid `prisma.$queryRaw()` invocation:\n\n\nRaw query failed. Code: `42P01`. Message: `relation "tables" does not exist`'),
      {
        code: 'P2010',
        meta: {
          driverAdapterError: Object.assign(new Error('TableDoesNotExist'), {
            cause: { originalCode: '42P01', originalMessage: 'relation "tables" does not exist' },
          }),
        },
      },
    );
    expect(failureReason(prisma)).toBe('the database has no table "tables": run npm run db:migrate');
  });

  it('says to migrate when pg reports a missing table, however deep it is wrapped', () => {
    // pg's DatabaseError carries the SQLSTATE as `code`.
    const error = Object.assign(new Error('relation "public.hands" does not exist'), { code: '42P01', severity: 'ERROR' });
    expect(failureReason(new Error('start-up failed', { cause: error }))).toBe('the database has no table "hands": run npm run db:migrate');
  });

  it('leaves other Postgres errors as they are', () => {
    expect(failureReason(Object.assign(new Error('permission denied for table tables'), { code: '42501' }))).toBe('permission denied for table tables');
  });
});
