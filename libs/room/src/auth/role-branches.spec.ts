import { API_KEY_ROLES, type ApiKeyRole } from '@app/persistence';
import { seededRng, startHand } from '@app/razz-engine';
import { audienceOf, type HistoryAudience } from '../hand-histories/hand-audience';
import type { TableFacts, TableInfo } from '../hands/table-facts';
import { actingPlayer } from '../tables/seating.service';
import { TableErrorCode } from '../tables/table.error';
import { buildTableView, seesEverything } from '../tables/table-view';
import { AuthErrorCode } from './auth.error';
import type { Principal } from './principal';

/**
 * The services' role branches, role by role: every key role is listed in each table (a new role
 * does not compile until it is placed), so the floor's place is written down beside the others'.
 */
const principal = (role: ApiKeyRole): Principal => ({ keyId: 'k', keyName: 'k', role, playerId: role === 'player' ? 'p1' : null });

/** Heads-up Razz on 3rd street, the player `p1` in seat 1. */
function tableMidHand(): TableFacts {
  const started = startHand({
    stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    seats: [1, 2].map((seat) => ({ seat, stack: 100 })),
    rng: seededRng('roles'),
  });
  if (!started.ok) throw new Error(started.error.message);
  const seats = [1, 2].map((seat) => ({ seat, playerId: `p${seat}`, screenName: `p${seat}`, stackAccountId: `a${seat}` }));
  return {
    // The view copies the table's settings as they are; none of them depends on the viewer.
    table: { id: 't1', name: 'roles' } as TableInfo,
    seats: seats.map((s) => ({ ...s, bot: false, stack: 100, sittingOut: false, leaving: false, blindDebt: 'none', waitForBigBlind: true, clientSeed: '' })),
    hand: { id: 'h1', number: 1, status: 'running', version: started.state.version, deadlineAt: null, seats, state: started.state, fairness: null },
  };
}

describe('the role branches', () => {
  it('only admins and directors see every card (not cashiers, not the floor)', () => {
    expect(API_KEY_ROLES.filter(seesEverything)).toEqual(['admin', 'director']);
  });

  const tableSight: Record<ApiKeyRole, { sees: string; downCardsShown: number }> = {
    admin: { sees: 'everything', downCardsShown: 4 },
    director: { sees: 'everything', downCardsShown: 4 },
    cashier: { sees: 'public', downCardsShown: 0 },
    floor: { sees: 'public', downCardsShown: 0 },
    player: { sees: 'own-cards', downCardsShown: 2 },
  };

  it.each(API_KEY_ROLES)('the table view of a hand in progress for a %s key', (role) => {
    const view = buildTableView(tableMidHand(), principal(role));
    const shown = (view.hand?.view.seats ?? []).flatMap((s) => s.down).filter((card) => card !== null);
    expect({ sees: view.viewer.sees, downCardsShown: shown.length }).toEqual(tableSight[role]);
    expect(view.hand?.view).not.toHaveProperty('deck');
  });

  const historyCopy: Record<ApiKeyRole, HistoryAudience> = {
    admin: { kind: 'everything' },
    director: { kind: 'everything' },
    cashier: { kind: 'public' },
    floor: { kind: 'public' },
    player: { kind: 'player', playerId: 'p1' },
  };

  it.each(API_KEY_ROLES)('the hand-history copy of a %s key', (role) => {
    expect(audienceOf(principal(role))).toEqual(historyCopy[role]);
  });

  const codeOf = (run: () => string): string => {
    try {
      return run();
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  // Waitlists, cash sessions and seats: staff name the player, a player key is its own player.
  const actsFor: Record<ApiKeyRole, { named: string; unnamed: string }> = {
    admin: { named: 'p2', unnamed: TableErrorCode.PLAYER_ID_REQUIRED },
    director: { named: 'p2', unnamed: TableErrorCode.PLAYER_ID_REQUIRED },
    cashier: { named: 'p2', unnamed: TableErrorCode.PLAYER_ID_REQUIRED },
    floor: { named: 'p2', unnamed: TableErrorCode.PLAYER_ID_REQUIRED },
    player: { named: AuthErrorCode.PLAYER_SCOPE_FORBIDDEN, unnamed: 'p1' },
  };

  it.each(API_KEY_ROLES)('whom a %s key acts for', (role) => {
    expect({
      named: codeOf(() => actingPlayer(principal(role), 'p2')),
      unnamed: codeOf(() => actingPlayer(principal(role), undefined)),
    }).toEqual(actsFor[role]);
  });
});
