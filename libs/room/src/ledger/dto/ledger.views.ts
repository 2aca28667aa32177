import { ApiProperty } from '@nestjs/swagger';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from '@app/persistence';

const AMOUNT = 'Integer, in the unit’s minor units (USD cents) or chips';

export class LedgerEntryView {
  @ApiProperty({ example: '12' })
  accountId!: string;

  @ApiProperty({ enum: LEDGER_ACCOUNT_KINDS })
  accountKind!: LedgerAccountKind;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  playerId!: string | null;

  @ApiProperty({ type: 'integer', example: 2500, description: `Signed: positive adds to the account. ${AMOUNT}` })
  amount!: number;

  @ApiProperty({ type: 'integer', example: 7500, description: `The account’s balance right after this entry. ${AMOUNT}` })
  balanceAfter!: number;
}

export class TransactionView {
  @ApiProperty({ example: '31' })
  id!: string;

  @ApiProperty({ example: 'deposit' })
  kind!: string;

  @ApiProperty({ example: 'USD' })
  unit!: string;

  @ApiProperty({ type: String, nullable: true })
  reference!: string | null;

  @ApiProperty({ type: String, nullable: true })
  memo!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The API key that posted it; null for the system' })
  createdByKeyId!: string | null;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty({ type: [LedgerEntryView], description: 'Two or more, summing to zero' })
  entries!: LedgerEntryView[];
}

export class AccountView {
  @ApiProperty({ example: '12' })
  id!: string;

  @ApiProperty({ enum: LEDGER_ACCOUNT_KINDS })
  kind!: LedgerAccountKind;

  @ApiProperty({ example: 'USD' })
  unit!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  playerId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  reference!: string | null;

  @ApiProperty({ type: 'integer', example: 7500, description: AMOUNT })
  balance!: number;

  @ApiProperty()
  createdAt!: Date;
}

export class AccountPage {
  @ApiProperty({ type: [AccountView] })
  items!: AccountView[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class BalanceView {
  @ApiProperty({ example: 'USD' })
  unit!: string;

  @ApiProperty({ type: 'integer', example: 7500, description: AMOUNT })
  balance!: number;

  @ApiProperty({ example: '12' })
  accountId!: string;
}

export class PlayerBalancesView {
  @ApiProperty({ format: 'uuid' })
  playerId!: string;

  @ApiProperty({ type: [BalanceView], description: 'One per unit the player has ever held' })
  balances!: BalanceView[];
}

export class StatementLineView {
  @ApiProperty({ example: '40' })
  entryId!: string;

  @ApiProperty({ example: '31' })
  transactionId!: string;

  @ApiProperty({ example: 'deposit' })
  kind!: string;

  @ApiProperty({ type: String, nullable: true })
  reference!: string | null;

  @ApiProperty({ type: String, nullable: true })
  memo!: string | null;

  @ApiProperty({ type: 'integer', example: 2500, description: `Signed. ${AMOUNT}` })
  amount!: number;

  @ApiProperty({ type: 'integer', example: 7500, description: 'The running balance: the account’s balance right after this line' })
  balanceAfter!: number;

  @ApiProperty()
  createdAt!: Date;
}

export class StatementView {
  @ApiProperty({ type: AccountView, nullable: true, description: 'Null when the player never held this unit' })
  account!: AccountView | null;

  @ApiProperty({ example: 'USD' })
  unit!: string;

  @ApiProperty({ type: 'integer', example: 7500, description: `The balance now. ${AMOUNT}` })
  balance!: number;

  @ApiProperty({ type: [StatementLineView], description: 'Newest first' })
  items!: StatementLineView[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}
