import { Injectable } from '@nestjs/common';
import { DisplayLink, DisplayLinkRepository, UnitOfWork } from '@app/persistence';
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
import { CreatedDisplayLinkView, DisplayBustView, displayLinkView, DisplayLinkView, DisplaySnapshotView } from './dto/display-link.views';

const LAST_BUSTS = 10;

/**
 * Display links: a tournament's clock on a TV without an API key. The token is the credential
 * (only its SHA-256 is stored); it reads that one tournament, nothing else. A revocation is
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
  ) {}

  /** The answer carries the token; it is never shown again. */
  create(actor: Actor, tournamentId: string, name: string | undefined): Promise<CreatedDisplayLinkView> {
    return this.uow.run(async () => {
      await this.tournaments.get(tournamentId);
      const { token, tokenHash } = generateDisplayToken();
      const link = await this.links.create({ tournamentId, name: name ?? 'display', tokenHash, createdByKeyId: actor.keyId });
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
      if (!link || link.tournamentId !== tournamentId) {
        throw new DisplayError(DisplayErrorCode.DISPLAY_LINK_NOT_FOUND, `no display link ${linkId} for tournament ${tournamentId}`);
      }
      if (link.revokedAt) return displayLinkView(link);
      const revoked = (await this.links.revoke(linkId, actor.keyId)) ?? link;
      await this.audit.record(actor, 'display-link.revoke', { type: 'display-link', id: linkId }, { tournamentId, name: link.name });
      this.uow.afterCommit(() => this.revocations.publish([linkId]));
      return displayLinkView(revoked);
    });
  }

  /** The active link a token opens; DISPLAY_LINK_INVALID when unknown or revoked. */
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
    const link = await this.open(token);
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
