-- AlterTable
ALTER TABLE "players" ADD COLUMN     "bot_strategy" TEXT;

-- Practice tables count in play chips (unit PLAY: docs/tables.md "Practice tables and bots").
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_unit_format;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_unit_format
  CHECK (unit ~ '^([A-Z]{3}|PLAY|chips:[A-Za-z0-9_-]{1,64})$');
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_unit_format;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_unit_format
  CHECK (unit ~ '^([A-Z]{3}|PLAY|chips:[A-Za-z0-9_-]{1,64})$');
ALTER TABLE tables DROP CONSTRAINT tables_unit_format;
ALTER TABLE tables ADD CONSTRAINT tables_unit_format CHECK (unit ~ '^([A-Z]{3}|PLAY|chips:[A-Za-z0-9_-]{1,64})$');
