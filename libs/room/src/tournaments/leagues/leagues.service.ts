import { Injectable } from '@nestjs/common';
import { League, LeagueChanges, LeagueEventSummary, LeagueFormula, LeaguePosition, LeagueRepository, UnitOfWork } from '@app/persistence';
import type { Actor } from '../../audit/actor';
import { AuditService } from '../../audit/audit.service';
/** CSV cells as the room's writer (cash/csv.ts, used by the controller) takes them: text, number or empty. */
type CsvValue = string | number | null;
import { decodeCursor, encodeCursor } from '../../common/pagination/cursor';
import { pageLimit, PageQueryDto } from '../../common/pagination/page-query.dto';
import { requireUnit } from '../../ledger/units';
import { PlayersService } from '../../players/players.service';
import { formatMoney, placeLabel } from '../reports/money-format';
import { TournamentsService } from '../tournaments.service';
import type { CreateLeagueDto, UpdateLeagueDto } from './dto/create-league.dto';
import type { LeagueFormulaDto } from './dto/league-formula.dto';
import {
  formulaView,
  LeaguePage,
  leagueEventView,
  leagueSummaryView,
  LeagueView,
  PlayerHistoryView,
  playerEventView,
  StandingsPage,
  standingView,
} from './dto/league.views';
import { LeagueError, LeagueErrorCode } from './league.error';
import { parseLeagueFormula } from './league-formula';
import { compareStandings, countsForLeague, leagueStandings, Standing } from './league-standings';

const isLeaguePosition = (value: unknown): value is LeaguePosition =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && !Number.isNaN(Date.parse(value[0])) && typeof value[1] === 'string';

/** Where a standings page ends: the last row's sort key (points, best event, events, name, id). */
type StandingPosition = [number, number, number, string, string];
const isStandingPosition = (value: unknown): value is StandingPosition =>
  Array.isArray(value) &&
  value.length === 5 &&
  value.slice(0, 3).every((v) => Number.isInteger(v)) &&
  value.slice(3).every((v) => typeof v === 'string' && v.length <= 200);

const positionOf = (s: Standing): StandingPosition => [s.points, s.bestEventPoints, s.events, s.screenName, s.playerId];

/** True when `s` sorts after the position: the same order as the standings (name and id last). */
function after(s: Standing, [points, bestEventPoints, events, screenName, playerId]: StandingPosition): boolean {
  const byKey = compareStandings({ points, bestEventPoints, events }, s);
  if (byKey !== 0) return byKey < 0;
  return screenName < s.screenName || (screenName === s.screenName && playerId < s.playerId);
}

function checkedFormula(input: LeagueFormulaDto): LeagueFormula {
  const check = parseLeagueFormula(input);
  if (!check.ok) throw new LeagueError(LeagueErrorCode.INVALID_LEAGUE_FORMULA, check.problem);
  return check.formula;
}

const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

function checkSeason(from: string, to: string): void {
  for (const day of [from, to]) if (!isCalendarDay(day)) throw new LeagueError(LeagueErrorCode.INVALID_LEAGUE_SEASON, `${day} is not a calendar day`);
  if (from > to) throw new LeagueError(LeagueErrorCode.INVALID_LEAGUE_SEASON, `the season ends (${to}) before it starts (${from})`);
}

/**
 * Leagues (series): a season of tournaments earning points by one formula. Standings are computed
 * from the events' recorded results every time they are read (`leagueStandings`, pure), so a
 * formula edited mid-season, a late result or an event added afterwards shows at once; nothing is
 * stored but the league and its list of events. Every change is audited; a refusal writes nothing.
 */
@Injectable()
export class LeaguesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly leagues: LeagueRepository,
    private readonly tournaments: TournamentsService,
    private readonly players: PlayersService,
    private readonly audit: AuditService,
  ) {}

  create(actor: Actor, body: CreateLeagueDto): Promise<LeagueView> {
    const formula = checkedFormula(body.formula);
    checkSeason(body.season.from, body.season.to);
    return this.uow.run(async () => {
      const league = await this.leagues.create({
        name: body.name,
        currency: body.currency,
        seasonFrom: body.season.from,
        seasonTo: body.season.to,
        formula,
        createdByKeyId: actor.keyId,
      });
      await this.audit.record(actor, 'league.create', { type: 'league', id: league.id }, this.auditDetails(league));
      return { ...leagueSummaryView(league), events: [] };
    });
  }

  async get(id: string): Promise<LeagueView> {
    const league = await this.require(id);
    return { ...leagueSummaryView(league), events: (await this.leagues.events(id)).map(leagueEventView) };
  }

  async list(query: PageQueryDto): Promise<LeaguePage> {
    const page = await this.leagues.list({ limit: pageLimit(query), before: decodeCursor(query.cursor, isLeaguePosition) });
    return { items: page.items.map(leagueSummaryView), nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  update(actor: Actor, id: string, body: UpdateLeagueDto): Promise<LeagueView> {
    const changes: LeagueChanges = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.formula !== undefined) changes.formula = checkedFormula(body.formula);
    if (body.season !== undefined) {
      checkSeason(body.season.from, body.season.to);
      changes.seasonFrom = body.season.from;
      changes.seasonTo = body.season.to;
    }
    return this.uow.run(async () => {
      const before = await this.lock(id);
      const league = Object.keys(changes).length === 0 ? before : await this.leagues.update(id, changes);
      if (league !== before) {
        await this.audit.record(actor, 'league.update', { type: 'league', id }, { before: this.auditDetails(before), after: this.auditDetails(league) });
      }
      return { ...leagueSummaryView(league), events: (await this.leagues.events(id)).map(leagueEventView) };
    });
  }

  /** Any tournament in the league's currency, whatever its status (only finished ones earn points). */
  addEvent(actor: Actor, id: string, tournamentId: string): Promise<LeagueView> {
    return this.uow.run(async () => {
      const league = await this.lock(id);
      const tournament = await this.tournaments.get(tournamentId);
      if (await this.leagues.hasEvent(id, tournamentId)) {
        throw new LeagueError(LeagueErrorCode.LEAGUE_EVENT_ALREADY_ADDED, `tournament ${tournamentId} is already in league ${id}`);
      }
      if (tournament.currency !== league.currency) {
        throw new LeagueError(
          LeagueErrorCode.LEAGUE_EVENT_CURRENCY_MISMATCH,
          `tournament ${tournamentId} is played in ${tournament.currency}; league ${id} counts ${league.currency} events only`,
        );
      }
      await this.leagues.addEvent(id, tournamentId, actor.keyId);
      await this.audit.record(actor, 'league.event-add', { type: 'league', id }, { tournamentId, name: tournament.name });
      return { ...leagueSummaryView(league), events: (await this.leagues.events(id)).map(leagueEventView) };
    });
  }

  removeEvent(actor: Actor, id: string, tournamentId: string): Promise<LeagueView> {
    return this.uow.run(async () => {
      const league = await this.lock(id);
      if (!(await this.leagues.removeEvent(id, tournamentId))) {
        throw new LeagueError(LeagueErrorCode.LEAGUE_EVENT_NOT_FOUND, `tournament ${tournamentId} is not in league ${id}`);
      }
      await this.audit.record(actor, 'league.event-remove', { type: 'league', id }, { tournamentId });
      return { ...leagueSummaryView(league), events: (await this.leagues.events(id)).map(leagueEventView) };
    });
  }

  async standingsPage(id: string, query: PageQueryDto): Promise<StandingsPage> {
    const { league, standings, counted } = await this.standings(id);
    const position = decodeCursor(query.cursor, isStandingPosition);
    const rest = position === undefined ? standings : standings.filter((s) => after(s, position));
    const limit = pageLimit(query);
    const items = rest.slice(0, limit);
    const last = items[items.length - 1];
    return {
      leagueId: id,
      currency: league.currency,
      eventsCounted: counted,
      items: items.map(standingView),
      nextCursor: rest.length > limit && last !== undefined ? encodeCursor(positionOf(last)) : null,
    };
  }

  /** Every row of the standings as CSV cells: what `standings.csv` writes with the room's CSV writer. */
  async standingsTable(id: string): Promise<{ header: string[]; rows: CsvValue[][] }> {
    const { league, standings } = await this.standings(id);
    const { minorDigits } = requireUnit(league.currency);
    const header = ['Rank', 'Player', 'Player id', 'Points', 'Events', 'Best finish', 'Best event points', `Prizes (${league.currency})`];
    const rows = standings.map((s): CsvValue[] => {
      const v = standingView(s);
      return [
        v.rank,
        v.screenName,
        v.playerId,
        v.points,
        v.events,
        v.bestFinish ? placeLabel(v.bestFinish.place, v.bestFinish.placeTo) : null,
        v.bestEventPoints,
        formatMoney(s.prizes, minorDigits),
      ];
    });
    return { header, rows };
  }

  async playerHistory(id: string, playerId: string): Promise<PlayerHistoryView> {
    const { standings } = await this.standings(id);
    const standing = standings.find((s) => s.playerId === playerId);
    if (!standing) {
      const player = await this.players.get(playerId);
      return { leagueId: id, playerId, screenName: player.screenName, rank: null, points: 0, prizes: 0, events: [] };
    }
    const view = standingView(standing);
    return {
      leagueId: id,
      playerId,
      screenName: standing.screenName,
      rank: view.rank,
      points: view.points,
      prizes: view.prizes,
      events: standing.results.map(playerEventView),
    };
  }

  private async standings(id: string): Promise<{ league: League; standings: Standing[]; counted: number }> {
    const league = await this.require(id);
    const events = await this.leagues.results(id);
    return { league, standings: leagueStandings(league.formula, events), counted: events.filter((e: LeagueEventSummary) => countsForLeague(e)).length };
  }

  private async require(id: string): Promise<League> {
    const league = await this.leagues.findById(id);
    if (!league) throw LeagueError.notFound(id);
    return league;
  }

  private async lock(id: string): Promise<League> {
    if (!(await this.leagues.lock(id))) throw LeagueError.notFound(id);
    return this.require(id);
  }

  private auditDetails(l: League) {
    return { name: l.name, currency: l.currency, season: { from: l.seasonFrom, to: l.seasonTo }, formula: { ...formulaView(l.formula) } };
  }
}
