import { Injectable } from '@nestjs/common';
import { BoardDisplayLink, DisplayLink, DisplayLinkRepository, TournamentDisplayLink, UnitOfWork } from '@app/persistence';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { KeyRevocationBus } from '../live/key-revocation-bus';
import { ClockService } from '../tournaments/clock.service';
import { tournamentView } from '../tournaments/dto/tournament.views';
import { MoveInstructionsService } from '../tournaments/live/move-instructions.service';
import { entryCounts } from '../tournaments/reports/entry-counts';
import { TournamentsService } from '../tournaments/tournaments.service';
import { DisplayError, DisplayErrorCode } from './display.error';
import { generateDisplayToken, hashDisplayToken, isPlausibleDisplayToken } from './display-token';
import {
  boardLinkView,
  BoardLinkView,
  CreatedBoardLinkView,
  CreatedDisplayLinkView,
  DisplayBustView,
  displayLinkView,
  DisplayLinkView,
  DisplaySnapshotView,
} from './dto/display-link.views';
import { WaitlistBoardService } from '../cash/board/waitlist-board.service';
import type { WaitlistBoardView } from '../cash/board/dto/waitlist-board.views';

const LAST_BUSTS = 10;

/**
 * Display links: a tournament's clock, or the room's waitlist board, on a TV without an API key. The token is the credential
 * (only its SHA-256 is stored); it reads that one tournament (or the board), nothing else — a
 * tournament's token opens no board and a board's no tournament. A revocation is
 * announced after commit on the key revocation bus, under the link's id (UUIDs never collide with
 * key ids), so every API instance closes the link's open `/display-live` sockets at once.
 */
@Injectable()
export class DisplaysService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly links: DisplayLinkRepository,
    private readonly tournaments: TournamentsService,
    private readonly clock: ClockService,
    private readonly moves: MoveInstructionsService,
    private readonly audit: AuditService,
    private readonly revocations: KeyRevocationBus,
    private readonly board: WaitlistBoardService,
  ) {}

  /** The answer carries the token; it is never shown again. */
  create(actor: Actor, tournamentId: string, name: string | undefined): Promise<CreatedDisplayLinkView> {
    return this.uow.run(async () => {
      await this.tournaments.get(tournamentId);
      const { token, tokenHash } = generateDisplayToken();
      const link = await this.links.create({ kind: 'tournament', tournamentId, name: name ?? 'display', tokenHash, createdByKeyId: actor.keyId });
      if (link.kind !== 'tournament') throw new Error('a tournament display link came back of another kind');
      await this.audit.record(actor, 'display-link.create', { type: 'display-link', id: link.id }, { tournamentId, name: link.name });
      return { ...displayLinkView(link), token, path: `/tv/${token}` };
    });
  }

  async list(tournamentId: string): Promise<DisplayLinkView[]> {
    await this.tournaments.get(tournamentId);
    return (await this.links.listForTournament(tournamentId)).map(displayLinkView);
  }

  /** Revoking a revoked link answers it as it is (idempotent); its sockets close on every instance. */
  revoke(actor: Actor, tournamentId: string, linkId: string): Promise<DisplayLinkView> {
    return this.uow.run(async () => {
      const link = await this.links.findById(linkId);
      if (link?.kind !== 'tournament' || link.tournamentId !== tournamentId) {
        throw new DisplayError(DisplayErrorCode.DISPLAY_LINK_NOT_FOUND, `no display link ${linkId} for tournament ${tournamentId}`);
      }
      if (link.revokedAt) return displayLinkView(link);
      const after = await this.links.revoke(linkId, actor.keyId);
      const revoked = after?.kind === 'tournament' ? after : link;
      await this.audit.record(actor, 'display-link.revoke', { type: 'display-link', id: linkId }, { tournamentId, name: link.name });
      this.uow.afterCommit(() => this.revocations.publish([linkId]));
      return displayLinkView(revoked);
    });
  }

  /** A link to the room's waitlist board (`/board/<token>`); the answer carries the token, never shown again. */
  createBoard(actor: Actor, name: string | undefined): Promise<CreatedBoardLinkView> {
    return this.uow.run(async () => {
      const { token, tokenHash } = generateDisplayToken();
      const link = await this.links.create({
        kind: 'waitlist-board',
        tournamentId: null,
        name: name ?? 'waitlist board',
        tokenHash,
        createdByKeyId: actor.keyId,
      });
      if (link.kind !== 'waitlist-board') throw new Error('a waitlist board link came back of another kind');
      await this.audit.record(actor, 'display-link.create', { type: 'display-link', id: link.id }, { kind: link.kind, name: link.name });
      return { ...boardLinkView(link), token, path: `/board/${token}` };
    });
  }

  async listBoards(): Promise<BoardLinkView[]> {
    return (await this.links.listBoards()).map(boardLinkView);
  }

  /** As `revoke`, for a board link: idempotent, audited, its sockets closed on every instance. */
  revokeBoard(actor: Actor, linkId: string): Promise<BoardLinkView> {
    return this.uow.run(async () => {
      const link = await this.links.findById(linkId);
      if (link?.kind !== 'waitlist-board') throw new DisplayError(DisplayErrorCode.DISPLAY_LINK_NOT_FOUND, `no waitlist board link ${linkId}`);
      if (link.revokedAt) return boardLinkView(link);
      const after = await this.links.revoke(linkId, actor.keyId);
      const revoked = after?.kind === 'waitlist-board' ? after : link;
      await this.audit.record(actor, 'display-link.revoke', { type: 'display-link', id: linkId }, { kind: link.kind, name: link.name });
      this.uow.afterCommit(() => this.revocations.publish([linkId]));
      return boardLinkView(revoked);
    });
  }

  /** The active tournament link a token opens; DISPLAY_LINK_INVALID when unknown, revoked or a board's. */
  async openTournament(token: string | undefined): Promise<TournamentDisplayLink> {
    const link = await this.open(token);
    if (link.kind !== 'tournament') throw DisplayError.invalid();
    return link;
  }

  /** The active board link a token opens; DISPLAY_LINK_INVALID when unknown, revoked or a tournament's. */
  async openBoard(token: string | undefined): Promise<BoardDisplayLink> {
    const link = await this.open(token);
    if (link.kind !== 'waitlist-board') throw DisplayError.invalid();
    return link;
  }

  /** The room's waitlist board, read with a board link's token. */
  async boardSnapshot(token: string): Promise<WaitlistBoardView> {
    await this.openBoard(token);
    return this.board.board();
  }

  /** The active link a token opens, of either kind; DISPLAY_LINK_INVALID when unknown or revoked. */
  async open(token: string | undefined): Promise<DisplayLink> {
    if (token === undefined || !isPlausibleDisplayToken(token)) throw DisplayError.invalid();
    const link = await this.links.findByTokenHash(hashDisplayToken(token));
    if (!link || link.revokedAt) throw DisplayError.invalid();
    return link;
  }

  /** True while the link is active (a live display checks it again before it follows the feed). */
  async stillActive(linkId: string): Promise<boolean> {
    const link = await this.links.findById(linkId);
    return link !== null && link.revokedAt === null;
  }

  async snapshot(token: string): Promise<DisplaySnapshotView> {
    const link = await this.openTournament(token);
    const [tournament, clock, entries, moves] = await Promise.all([
      this.tournaments.get(link.tournamentId),
      this.clock.view(link.tournamentId),
      this.tournaments.entriesOf(link.tournamentId),
      this.moves.list(link.tournamentId, 'pending'),
    ]);
    const view = tournamentView(tournament);
    const busts: DisplayBustView[] = entries
      .flatMap((e) => (e.bustedAt ? [{ playerId: e.playerId, screenName: e.screenName, place: e.place, placeTo: e.placeTo, bustedAt: e.bustedAt }] : []))
      .sort((a, b) => b.bustedAt.getTime() - a.bustedAt.getTime())
      .slice(0, LAST_BUSTS)
      .map((b) => ({ ...b, bustedAt: b.bustedAt.toISOString() }));
    return { tournament: view, clock, ...entryCounts(entries), busts, moves, payouts: view.payouts };
  }
}
