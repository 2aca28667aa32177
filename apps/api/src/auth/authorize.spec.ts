import { AuthErrorCode } from '@app/room/auth/auth.error';
import { authorize } from './authorize';
import type { Principal } from '@app/room/auth/principal';
import { ownPlayer } from './route-access';

const principal = (role: Principal['role'], playerId: string | null = null): Principal => ({ keyId: 'k', keyName: 'k', role, playerId });
const codeOf = (run: () => void): string => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('authorize', () => {
  const grants = ['admin', 'cashier', ownPlayer('playerId')] as const;

  it.each([
    ['admin', principal('admin'), { playerId: 'p1' }, 'allowed'],
    ['cashier', principal('cashier'), { playerId: 'p1' }, 'allowed'],
    ['director (not granted)', principal('director'), { playerId: 'p1' }, AuthErrorCode.ROLE_FORBIDDEN],
    // The floor is staff, not a player: a route's own-player grant never lets it in.
    ['floor (not granted)', principal('floor'), { playerId: 'p1' }, AuthErrorCode.ROLE_FORBIDDEN],
    ['its own player', principal('player', 'p1'), { playerId: 'p1' }, 'allowed'],
    ['another player', principal('player', 'p1'), { playerId: 'p2' }, AuthErrorCode.PLAYER_SCOPE_FORBIDDEN],
    ['a player key without a player', principal('player'), { playerId: 'p1' }, AuthErrorCode.PLAYER_SCOPE_FORBIDDEN],
    ['a player where the param is missing', principal('player', 'p1'), {}, AuthErrorCode.PLAYER_SCOPE_FORBIDDEN],
  ])('%s', (_label, who, params, expected) => {
    expect(codeOf(() => authorize(who, grants, params))).toBe(expected);
  });

  it('refuses players on routes that grant only staff, naming the allowed roles', () => {
    expect(() => authorize(principal('player', 'p1'), ['admin', 'director'], { playerId: 'p1' })).toThrow(
      'role player may not do this (allowed: admin, director)',
    );
  });

  it('lets a floor key through a route that grants the floor, and through no other', () => {
    expect(codeOf(() => authorize(principal('floor'), ['admin', 'director', 'floor'], {}))).toBe('allowed');
    expect(() => authorize(principal('floor'), ['admin', 'cashier'], {})).toThrow('role floor may not do this (allowed: admin, cashier)');
  });

  it('lets any player through a route that grants the whole player role', () => {
    expect(codeOf(() => authorize(principal('player', 'p1'), ['player'], {}))).toBe('allowed');
  });
});
