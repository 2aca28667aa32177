import { eventually, notYet } from './eventually';

describe('eventually', () => {
  it('returns the first value that is there', async () => {
    let looks = 0;
    await expect(eventually(() => (++looks === 3 ? { hand: 3 } : undefined), 5_000, 'hand 3')).resolves.toEqual({ hand: 3 });
    expect(looks).toBe(3);
  });

  it('gives up naming what it waited for and what it saw on its last look', async () => {
    let looks = 0;
    const waited = eventually(() => notYet({ status: 'open', hand: ++looks }), 100, 'the table to close');
    await expect(waited).rejects.toThrow(/^gave up waiting for the table to close after 100 ms \(\d+ looks\); last saw: \{"status":"open","hand":\d+\}$/);
    const message = await waited.catch((error: Error) => error.message);
    expect(message).toContain(`"hand":${looks}}`);
  });

  it('says what a check that saw nothing returned', async () => {
    await expect(eventually(() => false, 50, 'a flag')).rejects.toThrow('gave up waiting for a flag after 50 ms');
    await expect(eventually(() => false, 50, 'a flag')).rejects.toThrow('last saw: the check returned false');
  });

  it('fails at once when the check throws', async () => {
    let looks = 0;
    const started = eventually(() => {
      looks++;
      throw new Error('bad query');
    }, 60_000);
    await expect(started).rejects.toThrow('bad query');
    expect(looks).toBe(1);
  });
});
