import { Injectable } from '@nestjs/common';
import { toJsonAmount } from '../common/amounts/json-amount';
import { decodeCursor, encodeCursor, isDecimalId } from '../common/pagination/cursor';
import { pageLimit, type PageQueryDto } from '../common/pagination/page-query.dto';
import { PlayersService } from '../players/players.service';
import type { ListAccountsQuery, PlayerStatementQuery } from './dto/ledger-queries.dto';
import type { AccountPage, PlayerBalancesView, StatementView, TransactionView } from './dto/ledger.views';
import { accountView, statementLineView, transactionView } from './ledger-views';
import { LedgerService } from './ledger.service';

/** Read views of the ledger for the HTTP API: balances, statements, accounts, transactions. */
@Injectable()
export class LedgerReportsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly players: PlayersService,
  ) {}

  async playerBalances(playerId: string): Promise<PlayerBalancesView> {
    await this.players.get(playerId);
    const accounts = await this.ledger.accountsOfPlayer(playerId);
    const bankrolls = accounts.filter((account) => account.kind === 'player-bankroll');
    return { playerId, balances: bankrolls.map((a) => ({ unit: a.unit, balance: toJsonAmount(a.balance), accountId: a.id })) };
  }

  /** A player's bankroll in one unit; an empty statement if the player never held that unit. */
  async playerStatement(playerId: string, query: PlayerStatementQuery): Promise<StatementView> {
    await this.players.get(playerId);
    const account = await this.ledger.findAccount({ kind: 'player-bankroll', unit: query.unit, playerId });
    if (!account) {
      decodeCursor(query.cursor, isDecimalId);
      return { account: null, unit: query.unit, balance: 0, items: [], nextCursor: null };
    }
    return this.statementOf(account.id, query);
  }

  async accountStatement(accountId: string, query: PageQueryDto): Promise<StatementView> {
    await this.ledger.getAccount(accountId);
    return this.statementOf(accountId, query);
  }

  async listAccounts(query: ListAccountsQuery): Promise<AccountPage> {
    const page = await this.ledger.listAccounts({
      kind: query.kind,
      unit: query.unit,
      playerId: query.playerId,
      limit: pageLimit(query),
      after: decodeCursor(query.cursor, isDecimalId),
    });
    return { items: page.items.map(accountView), nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  async transaction(id: string): Promise<TransactionView> {
    return transactionView(await this.ledger.getTransaction(id));
  }

  private async statementOf(accountId: string, query: PageQueryDto): Promise<StatementView> {
    const page = await this.ledger.statement(accountId, pageLimit(query), decodeCursor(query.cursor, isDecimalId));
    // The balance is read after the lines, so it is never older than the newest line shown.
    const account = await this.ledger.getAccount(accountId);
    return {
      account: accountView(account),
      unit: account.unit,
      balance: toJsonAmount(account.balance),
      items: page.items.map(statementLineView),
      nextCursor: page.next === null ? null : encodeCursor(page.next),
    };
  }
}
