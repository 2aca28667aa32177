import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import { UniqueViolationError } from '../common/unique-violation.error';
import { PlayerRepository } from './player.repository';

describe('PlayerRepository', () => {
  let fx: PersistenceFixture;
  let players: PlayerRepository;

  beforeAll(async () => {
    fx = await startPersistence();
    players = fx.moduleRef.get(PlayerRepository);
  });
  afterAll(() => fx.close());

  it('creates and reads back a player as a domain value', async () => {
    const created = await players.create({ screenName: 'Stu Ungar', fullName: 'Stuart Errol Ungar', email: 'stu@example.com' });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      screenName: 'Stu Ungar',
      fullName: 'Stuart Errol Ungar',
      email: 'stu@example.com',
      active: true,
      deactivatedAt: null,
      botStrategy: null,
      country: null,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    await expect(players.findById(created.id)).resolves.toEqual(created);
    await expect(players.findById('00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
  });

  it('refuses a screen name taken in another case, on create and on rename', async () => {
    await players.create({ screenName: 'Doyle' });
    const other = await players.create({ screenName: 'Chip' });
    await expect(players.create({ screenName: 'DOYLE' })).rejects.toEqual(new UniqueViolationError('player', 'screenName'));
    await expect(players.update(other.id, { screenName: 'doyle' })).rejects.toBeInstanceOf(UniqueViolationError);
    await expect(players.update(other.id, { screenName: 'CHIP', email: 'chip@example.com' })).resolves.toMatchObject({
      screenName: 'CHIP',
      email: 'chip@example.com',
    });
  });

  it('updates only the given fields, clears with null, and answers null for an unknown id', async () => {
    const p = await players.create({ screenName: 'Mover', fullName: 'M. Over', email: 'm@example.com' });
    await expect(players.update(p.id, { fullName: null })).resolves.toMatchObject({ screenName: 'Mover', fullName: null, email: 'm@example.com' });
    await expect(players.update('00000000-0000-4000-8000-000000000000', { fullName: 'x' })).resolves.toBeNull();
  });

  it('keeps a country (ISO 3166-1 alpha-2) on create, changes and clears it', async () => {
    const p = await players.create({ screenName: 'Globetrotter', country: 'GB' });
    expect(p.country).toBe('GB');
    await expect(players.update(p.id, { country: 'IE' })).resolves.toMatchObject({ country: 'IE' });
    await expect(players.findById(p.id)).resolves.toMatchObject({ country: 'IE' });
    await expect(players.update(p.id, { country: null })).resolves.toMatchObject({ country: null });
  });

  it('deactivates and reactivates', async () => {
    const p = await players.create({ screenName: 'Sleeper' });
    await expect(players.setActive(p.id, false)).resolves.toMatchObject({ active: false, deactivatedAt: expect.any(Date) });
    await expect(players.setActive(p.id, true)).resolves.toMatchObject({ active: true, deactivatedAt: null });
  });

  describe('list', () => {
    beforeAll(async () => {
      for (const name of ['ab_c', 'abxc', 'Zed', 'alpha', 'Bravo', 'ab%c']) await players.create({ screenName: name });
      const gone = await players.create({ screenName: 'Gone' });
      await players.setActive(gone.id, false);
    });

    it('pages alphabetically, ignoring case, without gaps or repeats', async () => {
      const seen: string[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await players.list({ status: 'all', limit: 2, after });
        seen.push(...page.items.map((p) => p.screenName));
        if (page.next === null) break;
        after = page.next;
      }
      const all = await players.list({ status: 'all', limit: 1000 });
      expect(seen).toEqual(all.items.map((p) => p.screenName));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.indexOf('alpha')).toBeLessThan(seen.indexOf('Bravo'));
      expect(seen).toEqual(expect.arrayContaining(['ab_c', 'abxc', 'Zed', 'alpha', 'Bravo', 'Gone', 'Doyle']));
    });

    it('searches a substring ignoring case, taking _ and % literally', async () => {
      const names = async (search: string) => (await players.list({ search, status: 'all', limit: 50 })).items.map((p) => p.screenName);
      await expect(names('AB_')).resolves.toEqual(['ab_c']);
      await expect(names('b%')).resolves.toEqual(['ab%c']);
      await expect(names('RAV')).resolves.toEqual(['Bravo']);
    });

    it('filters by status', async () => {
      const inactive = await players.list({ status: 'inactive', limit: 50 });
      expect(inactive.items.map((p) => p.screenName)).toEqual(['Gone']);
      const active = await players.list({ status: 'active', limit: 50 });
      expect(active.items.map((p) => p.screenName)).not.toContain('Gone');
    });
  });
});
