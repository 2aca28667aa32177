/**
 * Amounts travel as JSON integers (minor units or chips). Every amount a request can carry is at
 * most 2^53 - 1, but a balance that many postings built up could in theory pass it; rather than
 * send a rounded number we fail loudly.
 */
export function toJsonAmount(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${value} is beyond what JSON numbers carry exactly (2^53 - 1)`);
  }
  return Number(value);
}
