import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import { PlayerRepository } from '../players/player.repository';
import { ApiKeyRepository } from './api-key.repository';

describe('ApiKeyRepository', () => {
  let fx: PersistenceFixture;
  let keys: ApiKeyRepository;
  let playerId: string;

  beforeAll(async () => {
    fx = await startPersistence();
    keys = fx.moduleRef.get(ApiKeyRepository);
    playerId = (await fx.moduleRef.get(PlayerRepository).create({ screenName: 'Keyholder' })).id;
  });
  afterAll(() => fx.close());

  const newKey = (id: string, role: 'admin' | 'cashier' | 'player' = 'cashier', createdByKeyId: string | null = null) => ({
    id,
    name: `key ${id}`,
    role,
    playerId: role === 'player' ? playerId : null,
    secretHash: `hash-${id}`,
    createdByKeyId,
  });

  it('creates a key and finds it by secret hash and by id, never exposing the hash', async () => {
    const admin = await keys.create(newKey('a1', 'admin'));
    expect(admin).toEqual({
      id: 'a1',
      name: 'key a1',
      role: 'admin',
      playerId: null,
      createdAt: expect.any(Date),
      createdByKeyId: null,
      revokedAt: null,
      revokedByKeyId: null,
    });
    await expect(keys.findBySecretHash('hash-a1')).resolves.toEqual(admin);
    await expect(keys.findById('a1')).resolves.toEqual(admin);
    await expect(keys.findBySecretHash('hash-none')).resolves.toBeNull();
    expect(Object.keys(admin)).not.toContain('secretHash');
  });

  it('revokes once, counts active admins, and revokes a player’s keys together', async () => {
    await keys.create(newKey('a2', 'admin', 'a1'));
    expect(await keys.countActiveAdmins()).toBe(2);
    await expect(keys.revoke('a2', 'a1')).resolves.toMatchObject({ id: 'a2', revokedAt: expect.any(Date), revokedByKeyId: 'a1' });
    await expect(keys.revoke('a2', 'a1')).resolves.toBeNull();
    expect(await keys.countActiveAdmins()).toBe(1);

    await keys.create(newKey('p1', 'player', 'a1'));
    await keys.create(newKey('p2', 'player', 'a1'));
    const revoked = await keys.revokeForPlayer(playerId, 'a1');
    expect(revoked.map((k) => k.id).sort()).toEqual(['p1', 'p2']);
  });

  it('lists newest first, pages, filters by role and hides revoked keys unless asked', async () => {
    const all = await keys.list({ includeRevoked: true, limit: 100 });
    expect(all.items.map((k) => k.id)).toEqual(expect.arrayContaining(['a1', 'a2', 'p1', 'p2']));
    const ids: string[] = [];
    let after = undefined;
    do {
      const page = await keys.list({ includeRevoked: true, limit: 1, after });
      ids.push(...page.items.map((k) => k.id));
      after = page.next ?? undefined;
    } while (after);
    expect(ids).toEqual(all.items.map((k) => k.id));
    expect((await keys.list({ includeRevoked: false, limit: 100 })).items.map((k) => k.id)).toEqual(['a1']);
    expect((await keys.list({ includeRevoked: true, role: 'player', limit: 100 })).items.map((k) => k.id).sort()).toEqual(['p1', 'p2']);
  });
});
