import { Injectable } from '@nestjs/common';
import { HandHistoryFilter, HandHistoryRepository, HandPosition } from '@app/persistence';
import { exportStarsFile, HandHistory } from '@app/razz-engine';
import type { Principal } from '../auth/principal';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit } from '../common/pagination/page-query.dto';
import { DEFAULT_EXPORT_SIZE, ExportHandsQuery, HandFilterQuery, ListHandsQuery } from './dto/hand-filter.query';
import type { HandPage } from './dto/hand.views';
import { audienceOf, copyFor, scopeFilter, staffHero } from './hand-audience';
import { HandHistoryError, HandHistoryErrorCode } from './hand-history.error';
import { summaryView } from './hand-views';
import { starsFileName } from './stars-file-name';

/** PokerStars text to send: the body, its file name, and where the next file starts (exports). */
export interface StarsFile {
  text: string;
  fileName: string;
  nextCursor: string | null;
}

const isHandPosition = (value: unknown): value is HandPosition =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  !Number.isNaN(Date.parse(value[0])) &&
  typeof value[1] === 'string' &&
  /^[0-9a-f-]{36}$/.test(value[1]);

function filterOf(query: HandFilterQuery): HandHistoryFilter {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from >= to) throw new HandHistoryError(HandHistoryErrorCode.INVALID_DATE_RANGE, `from (${query.from}) must be before to (${query.to})`);
  return { tableId: query.tableId, playerId: query.playerId, tournamentId: query.tournamentId, from, to };
}

/**
 * Finished hands for the caller: searched, as JSON, or as PokerStars text — always the copy the
 * caller may see (`hand-audience.ts`). Read-only: histories are written when a hand is settled.
 */
@Injectable()
export class HandHistoriesService {
  constructor(private readonly histories: HandHistoryRepository) {}

  async list(principal: Principal, query: ListHandsQuery): Promise<HandPage> {
    const audience = audienceOf(principal);
    const filter = scopeFilter(audience, filterOf(query));
    const page = await this.histories.list({ ...filter, limit: pageLimit(query), before: decodeCursor(query.cursor, isHandPosition) });
    return { items: page.items.map((s) => summaryView(s, audience)), nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  /** 404 alike for a hand that does not exist, is still running, or the caller (a player) was not dealt into. */
  async history(principal: Principal, handId: string): Promise<HandHistory> {
    const stored = await this.histories.findById(handId);
    const copy = stored ? copyFor(audienceOf(principal), stored) : null;
    if (!copy) throw HandHistoryError.notFound(handId);
    return copy;
  }

  async text(principal: Principal, handId: string): Promise<StarsFile> {
    const copy = await this.history(principal, handId);
    return { text: exportStarsFile([copy]), fileName: starsFileName([copy]), nextCursor: null };
  }

  /**
   * One page of matching hands (newest first, as the list), written oldest first like PokerStars'
   * files. Staff searching by player get that player's point of view (`staffHero`).
   */
  async export(principal: Principal, query: ExportHandsQuery): Promise<StarsFile> {
    const audience = audienceOf(principal);
    const filter = scopeFilter(audience, filterOf(query));
    const page = await this.histories.listHistories({
      ...filter,
      limit: query.limit ?? DEFAULT_EXPORT_SIZE,
      before: decodeCursor(query.cursor, isHandPosition),
    });
    const copies = page.items
      .flatMap((stored) => {
        const copy = copyFor(audience, stored);
        return copy ? [{ copy, hero: staffHero(audience, stored, filter.playerId) }] : [];
      })
      .reverse();
    const histories = copies.map((c) => c.copy);
    const text = exportStarsFile(histories, { heroOf: (_h, k) => copies[k]?.hero ?? null });
    return { text, fileName: starsFileName(histories), nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }
}
