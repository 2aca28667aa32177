import type { HandPlayerEntry, HandSummary } from '@app/persistence';
import { toJsonAmount } from '../common/amounts/json-amount';
import type { HandPlayerView, HandSummaryView } from './dto/hand.views';
import { HistoryAudience, heroSeat } from './hand-audience';

function playerView(p: HandPlayerEntry): HandPlayerView {
  return {
    seat: p.seat,
    playerId: p.playerId,
    screenName: p.screenName,
    startingStack: toJsonAmount(p.startingStack),
    net: toJsonAmount(p.net),
    bot: p.bot === true,
  };
}

/** A hand in a list, with the caller's own seat and result when the caller is a player. */
export function summaryView(s: HandSummary, audience: HistoryAudience): HandSummaryView {
  const players = s.players.map(playerView);
  const seat = heroSeat(audience, s.players);
  const hero = players.find((p) => p.seat === seat);
  return {
    id: s.id,
    serial: s.serial,
    tableId: s.tableId,
    tableName: s.tableName,
    handNumber: s.handNumber,
    tournamentId: s.tournamentId,
    unit: s.unit,
    game: s.game,
    stakes: s.stakes,
    startedAt: s.startedAt.toISOString(),
    endedAt: s.endedAt.toISOString(),
    endedBy: s.endedBy,
    totalPot: s.totalPot,
    rake: s.rake,
    players,
    hero: hero ? { seat: hero.seat, net: hero.net } : null,
  };
}
