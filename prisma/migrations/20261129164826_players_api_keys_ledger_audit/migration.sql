-- CreateEnum
CREATE TYPE "api_key_role" AS ENUM ('admin', 'director', 'cashier', 'player');

-- CreateEnum
CREATE TYPE "ledger_account_kind" AS ENUM ('player-bankroll', 'house-fees', 'house-rake', 'cage');

-- CreateTable
CREATE TABLE "players" (
    "id" UUID NOT NULL,
    "screen_name" TEXT NOT NULL,
    "screen_name_key" TEXT NOT NULL,
    "full_name" TEXT,
    "email" TEXT,
    "deactivated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "api_key_role" NOT NULL,
    "player_id" UUID,
    "secret_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_key_id" TEXT,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_by_key_id" TEXT,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_accounts" (
    "id" BIGSERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "kind" "ledger_account_kind" NOT NULL,
    "unit" TEXT NOT NULL,
    "player_id" UUID,
    "reference" TEXT,
    "balance" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_transactions" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "unit" TEXT NOT NULL,
    "reference" TEXT,
    "memo" TEXT,
    "idempotency_key" TEXT NOT NULL,
    "request_fingerprint" TEXT NOT NULL,
    "created_by_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" BIGSERIAL NOT NULL,
    "transaction_id" BIGINT NOT NULL,
    "account_id" BIGINT NOT NULL,
    "amount" BIGINT NOT NULL,
    "balance_after" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "actor_key_id" TEXT,
    "actor_role" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "players_screen_name_key_key" ON "players"("screen_name_key");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys"("secret_hash");

-- CreateIndex
CREATE INDEX "api_keys_role_revoked_at_idx" ON "api_keys"("role", "revoked_at");

-- CreateIndex
CREATE INDEX "api_keys_player_id_idx" ON "api_keys"("player_id");

-- CreateIndex
CREATE INDEX "api_keys_created_at_id_idx" ON "api_keys"("created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_accounts_key_key" ON "ledger_accounts"("key");

-- CreateIndex
CREATE INDEX "ledger_accounts_player_id_unit_idx" ON "ledger_accounts"("player_id", "unit");

-- CreateIndex
CREATE INDEX "ledger_accounts_kind_unit_idx" ON "ledger_accounts"("kind", "unit");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key_key" ON "ledger_transactions"("idempotency_key");

-- CreateIndex
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions"("reference");

-- CreateIndex
CREATE INDEX "ledger_entries_account_id_id_idx" ON "ledger_entries"("account_id", "id");

-- CreateIndex
CREATE INDEX "ledger_entries_transaction_id_idx" ON "ledger_entries"("transaction_id");

-- CreateIndex
CREATE INDEX "audit_log_entity_type_entity_id_id_idx" ON "audit_log"("entity_type", "entity_id", "id");

-- CreateIndex
CREATE INDEX "audit_log_action_id_idx" ON "audit_log"("action", "id");

-- CreateIndex
CREATE INDEX "audit_log_actor_key_id_id_idx" ON "audit_log"("actor_key_id", "id");

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_key_id_fkey" FOREIGN KEY ("created_by_key_id") REFERENCES "api_keys"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_key_id_fkey" FOREIGN KEY ("revoked_by_key_id") REFERENCES "api_keys"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_created_by_key_id_fkey" FOREIGN KEY ("created_by_key_id") REFERENCES "api_keys"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "ledger_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_key_id_fkey" FOREIGN KEY ("actor_key_id") REFERENCES "api_keys"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- =============================================================================================
-- Hand-written below: the invariants Prisma cannot model (CHECK constraints, functions,
-- triggers). Prisma's schema diff does not read them, so the drift test
-- (libs/persistence/src/migrations.int-spec.ts) stays empty with them in place, and
-- ledger-constraints.int-spec.ts checks that they exist and hold. docs/ledger.md lists every
-- invariant and where it is enforced. Trigger messages name the rule: they reach logs verbatim.
-- =============================================================================================

-- Players ------------------------------------------------------------------------------------

-- Case-insensitive uniqueness rests on this column, and it must always follow the screen name.
ALTER TABLE players ADD CONSTRAINT players_screen_name_key_is_lower CHECK (screen_name_key = lower(screen_name));

-- A player with history is deactivated, never deleted.
CREATE FUNCTION players_reject_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'players are never deleted (player %): deactivate instead', OLD.id;
END
$$;
CREATE TRIGGER players_no_delete BEFORE DELETE ON players FOR EACH ROW EXECUTE FUNCTION players_reject_delete();

-- API keys -----------------------------------------------------------------------------------

-- A player key acts for exactly one player, and no other key is bound to a player.
ALTER TABLE api_keys ADD CONSTRAINT api_keys_player_iff_player_role CHECK ((role = 'player') = (player_id IS NOT NULL));

-- A key's identity never changes and a revocation is final: only revoked_at/revoked_by_key_id
-- may go from NULL to a value. Keys are never deleted (the audit log and ledger name them).
CREATE FUNCTION api_keys_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'api_keys are never deleted (key %): revoke instead', OLD.id;
  END IF;
  IF (NEW.id, NEW.name, NEW.role, NEW.player_id, NEW.secret_hash, NEW.created_at, NEW.created_by_key_id)
     IS DISTINCT FROM (OLD.id, OLD.name, OLD.role, OLD.player_id, OLD.secret_hash, OLD.created_at, OLD.created_by_key_id) THEN
    RAISE EXCEPTION 'api key % is immutable except for its revocation', OLD.id;
  END IF;
  IF OLD.revoked_at IS NOT NULL AND (NEW.revoked_at, NEW.revoked_by_key_id) IS DISTINCT FROM (OLD.revoked_at, OLD.revoked_by_key_id) THEN
    RAISE EXCEPTION 'api key % is already revoked: a revocation is final', OLD.id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER api_keys_guard BEFORE UPDATE OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION api_keys_guard();

-- Ledger: accounts ---------------------------------------------------------------------------

-- Only the cage and house accounts may go negative: they are the counterparty of money entering
-- and leaving. Any kind added later is non-negative unless this list is changed by a migration.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_balance_non_negative
  CHECK (balance >= 0 OR kind IN ('cage', 'house-fees', 'house-rake'));
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_unit_format
  CHECK (unit ~ '^([A-Z]{3}|chips:[A-Za-z0-9_-]{1,64})$');
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_bankroll_has_player
  CHECK (kind <> 'player-bankroll' OR player_id IS NOT NULL);

-- Accounts open at zero and their balance changes only through ledger_entries (the entry trigger
-- below is the one writer, recognised by running one trigger level deeper). Identity is fixed, and
-- accounts are never deleted.
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted (account %)', OLD.id;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'ledger account % must open with balance 0, not %: balances change only through ledger_entries', NEW.key, NEW.balance;
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW.id, NEW.key, NEW.kind, NEW.unit, NEW.player_id, NEW.reference, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.key, OLD.kind, OLD.unit, OLD.player_id, OLD.reference, OLD.created_at) THEN
    RAISE EXCEPTION 'ledger account % is immutable except for its balance', OLD.id;
  END IF;
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger account % balance changes only through ledger_entries', OLD.id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();

-- Ledger: transactions and entries -----------------------------------------------------------

ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_unit_format
  CHECK (unit ~ '^([A-Z]{3}|chips:[A-Za-z0-9_-]{1,64})$');
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_amount_non_zero CHECK (amount <> 0);

-- History is append-only: no UPDATE, DELETE or TRUNCATE of transactions, entries or audit records.
CREATE FUNCTION reject_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END
$$;
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION reject_history_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION reject_history_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION reject_history_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION reject_history_change();
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION reject_history_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION reject_history_change();

-- A ledger transaction is open for entries only inside the database transaction that created
-- it: its id goes into a transaction-local setting (",12,13,") that the entry trigger checks, so
-- nothing can be appended to a committed transaction later.
CREATE FUNCTION ledger_transactions_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('razz.ledger_open_transactions',
    coalesce(nullif(current_setting('razz.ledger_open_transactions', true), ''), ',') || NEW.id || ',', true);
  RETURN NEW;
END
$$;
CREATE TRIGGER ledger_transactions_open AFTER INSERT ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_transactions_open();

-- At commit, every transaction has two or more entries summing to zero.
CREATE FUNCTION ledger_transactions_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_count integer;
  total numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount), 0) INTO entry_count, total FROM ledger_entries WHERE transaction_id = NEW.id;
  IF entry_count < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % entries summing to % (needs two or more summing to zero)', NEW.id, entry_count, total;
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transactions_balanced();

-- Each entry is applied to its account's balance here, so balance = sum of entries always holds.
-- The entry's unit must be the transaction's unit, and the service's balance_after (computed
-- under the account's row lock) must be what the account now holds: a mismatch means someone
-- posted without locking, and the whole transaction fails instead of recording a wrong history.
CREATE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  transaction_unit text;
  account_unit text;
  new_balance bigint;
BEGIN
  IF position(',' || NEW.transaction_id || ',' IN coalesce(current_setting('razz.ledger_open_transactions', true), '')) = 0 THEN
    RAISE EXCEPTION 'ledger transaction % is closed: entries are added only with the transaction itself', NEW.transaction_id;
  END IF;
  SELECT unit INTO transaction_unit FROM ledger_transactions WHERE id = NEW.transaction_id;
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING unit, balance INTO account_unit, new_balance;
  IF account_unit IS NULL THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id;
  END IF;
  IF account_unit <> transaction_unit THEN
    RAISE EXCEPTION 'unit mismatch: account % holds %, transaction % is in %', NEW.account_id, account_unit, NEW.transaction_id, transaction_unit;
  END IF;
  IF new_balance <> NEW.balance_after THEN
    RAISE EXCEPTION 'ledger entry on account % says balance_after %, but the account now holds %', NEW.account_id, NEW.balance_after, new_balance;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_apply();
