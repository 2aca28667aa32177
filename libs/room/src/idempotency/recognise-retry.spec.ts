import { IdempotencyError } from './idempotency.error';
import { recogniseRetry, usedForAnotherRequest } from './recognise-retry';
import { requestFingerprint } from './request-fingerprint';

/** The error `work` throws (the test fails when it throws none). */
function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal, got none');
}

describe('recogniseRetry', () => {
  const fingerprint = requestFingerprint({ operation: 'deposit', amount: 100 });

  it('a key never used: not a retry', () => {
    expect(recogniseRetry(null, fingerprint)).toBe(false);
  });

  it('the same request again: a retry', () => {
    expect(recogniseRetry({ fingerprint: requestFingerprint({ amount: 100, operation: 'deposit' }), refusal: 'unused' }, fingerprint)).toBe(true);
  });

  it('the key again for another request: refused with the first use named', () => {
    const other = { fingerprint: requestFingerprint({ operation: 'deposit', amount: 101 }), refusal: usedForAnotherRequest('transaction t-1') };
    const refusal = thrownBy(() => recogniseRetry(other, fingerprint));
    expect(refusal).toBeInstanceOf(IdempotencyError);
    expect(refusal).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      kind: 'conflict',
      message: 'the idempotency key was already used for a different request (transaction t-1); use a new key for a new request',
    });
  });

  it('a first use stored without a fingerprint matches nothing', () => {
    expect(thrownBy(() => recogniseRetry({ fingerprint: null, refusal: 'reused' }, fingerprint))).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
