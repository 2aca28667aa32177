-- CreateEnum
CREATE TYPE "table_dealing" AS ENUM ('engine', 'live');

-- CreateEnum
CREATE TYPE "cash_game_status" AS ENUM ('open', 'closed');

-- CreateEnum
CREATE TYPE "waitlist_no_answer" AS ENUM ('end', 'remove');

-- CreateEnum
CREATE TYPE "cash_session_status" AS ENUM ('open', 'closed');

-- CreateEnum
CREATE TYPE "waitlist_status" AS ENUM ('waiting', 'called', 'seated', 'removed');

-- CreateEnum
CREATE TYPE "time_charge_status" AS ENUM ('pending', 'collected', 'waived');

-- AlterEnum
ALTER TYPE "ledger_account_kind" ADD VALUE 'table-float';

-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "cash_game_id" UUID,
ADD COLUMN     "dealing" "table_dealing" NOT NULL DEFAULT 'engine';

-- CreateTable
CREATE TABLE "cash_games" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "status" "cash_game_status" NOT NULL DEFAULT 'open',
    "dealing" "table_dealing" NOT NULL,
    "preset" TEXT NOT NULL,
    "rules" JSONB NOT NULL,
    "stakes" JSONB NOT NULL,
    "max_seats" INTEGER NOT NULL,
    "unit" TEXT NOT NULL,
    "min_buy_in" BIGINT NOT NULL,
    "max_buy_in" BIGINT NOT NULL,
    "action_timeout_ms" INTEGER NOT NULL,
    "hand_pause_ms" INTEGER NOT NULL,
    "max_timeouts" INTEGER NOT NULL,
    "time_charge" BIGINT,
    "time_period_minutes" INTEGER,
    "hold_seconds" INTEGER NOT NULL,
    "no_answer" "waitlist_no_answer" NOT NULL,
    "created_by_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "cash_games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cash_sessions" (
    "id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "cash_game_id" UUID NOT NULL,
    "table_id" UUID NOT NULL,
    "unit" TEXT NOT NULL,
    "status" "cash_session_status" NOT NULL DEFAULT 'open',
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "cash_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cash_session_seatings" (
    "id" BIGSERIAL NOT NULL,
    "session_id" UUID NOT NULL,
    "table_id" UUID NOT NULL,
    "seat_no" INTEGER NOT NULL,
    "seating_id" UUID NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "cash_session_seatings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cash_session_events" (
    "id" BIGSERIAL NOT NULL,
    "session_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "table_id" UUID NOT NULL,
    "amount" BIGINT NOT NULL,
    "source" TEXT,
    "ledger_transaction_id" BIGINT,
    "actor_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cash_session_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cash_waitlist_entries" (
    "id" UUID NOT NULL,
    "cash_game_id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "via" TEXT NOT NULL,
    "status" "waitlist_status" NOT NULL DEFAULT 'waiting',
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "calls" INTEGER NOT NULL DEFAULT 0,
    "called_at" TIMESTAMPTZ(3),
    "hold_until" TIMESTAMPTZ(3),
    "called_table_id" UUID,
    "end_reason" TEXT,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "cash_waitlist_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cash_time_charges" (
    "table_id" UUID NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "seating_id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "amount" BIGINT NOT NULL,
    "collected" BIGINT NOT NULL DEFAULT 0,
    "status" "time_charge_status" NOT NULL DEFAULT 'pending',
    "ledger_transaction_id" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "collected_at" TIMESTAMPTZ(3),

    CONSTRAINT "cash_time_charges_pkey" PRIMARY KEY ("table_id","period_start","seating_id")
);

-- CreateIndex
CREATE INDEX "cash_games_created_at_id_idx" ON "cash_games"("created_at", "id");

-- CreateIndex
CREATE INDEX "cash_sessions_player_id_started_at_idx" ON "cash_sessions"("player_id", "started_at");

-- CreateIndex
CREATE INDEX "cash_sessions_cash_game_id_started_at_idx" ON "cash_sessions"("cash_game_id", "started_at");

-- CreateIndex
CREATE INDEX "cash_sessions_table_id_status_idx" ON "cash_sessions"("table_id", "status");

-- CreateIndex
CREATE INDEX "cash_sessions_started_at_id_idx" ON "cash_sessions"("started_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "cash_session_seatings_seating_id_key" ON "cash_session_seatings"("seating_id");

-- CreateIndex
CREATE INDEX "cash_session_seatings_session_id_idx" ON "cash_session_seatings"("session_id");

-- CreateIndex
CREATE INDEX "cash_session_seatings_table_id_started_at_idx" ON "cash_session_seatings"("table_id", "started_at");

-- CreateIndex
CREATE INDEX "cash_session_events_session_id_id_idx" ON "cash_session_events"("session_id", "id");

-- CreateIndex
CREATE INDEX "cash_session_events_kind_created_at_idx" ON "cash_session_events"("kind", "created_at");

-- CreateIndex
CREATE INDEX "cash_waitlist_entries_cash_game_id_status_queued_at_id_idx" ON "cash_waitlist_entries"("cash_game_id", "status", "queued_at", "id");

-- CreateIndex
CREATE INDEX "cash_waitlist_entries_called_table_id_status_idx" ON "cash_waitlist_entries"("called_table_id", "status");

-- CreateIndex
CREATE INDEX "cash_time_charges_table_id_status_idx" ON "cash_time_charges"("table_id", "status");

-- CreateIndex
CREATE INDEX "tables_cash_game_id_idx" ON "tables"("cash_game_id");

-- AddForeignKey
ALTER TABLE "tables" ADD CONSTRAINT "tables_cash_game_id_fkey" FOREIGN KEY ("cash_game_id") REFERENCES "cash_games"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_cash_game_id_fkey" FOREIGN KEY ("cash_game_id") REFERENCES "cash_games"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cash_session_seatings" ADD CONSTRAINT "cash_session_seatings_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "cash_sessions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cash_session_events" ADD CONSTRAINT "cash_session_events_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "cash_sessions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cash_waitlist_entries" ADD CONSTRAINT "cash_waitlist_entries_cash_game_id_fkey" FOREIGN KEY ("cash_game_id") REFERENCES "cash_games"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cash_waitlist_entries" ADD CONSTRAINT "cash_waitlist_entries_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Hand-written below: what Prisma cannot model (docs/persistence.md "Hand-written SQL").
-- libs/persistence/src/cash/cash-constraints.int-spec.ts proves each rule refuses what it should.
-- ---------------------------------------------------------------------------------------------

-- A live table's float takes in and pays out the play results the backend does not see, so it may
-- go negative while players sit (docs/cash-games.md). Compared as text: an enum value added in this
-- same transaction cannot be used as an enum literal yet ("unsafe use of new value").
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_balance_non_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_balance_non_negative
  CHECK (balance >= 0 OR kind::text IN ('cage', 'house-fees', 'house-rake', 'house-overlay', 'tournament-chip-bank', 'table-float'));

-- One open session per player and table; once on a game's waitlist at a time.
CREATE UNIQUE INDEX cash_sessions_one_open_per_table ON cash_sessions (table_id, player_id) WHERE status = 'open';
CREATE UNIQUE INDEX cash_waitlist_one_active_entry ON cash_waitlist_entries (cash_game_id, player_id) WHERE status IN ('waiting', 'called');

ALTER TABLE cash_games ADD CONSTRAINT cash_games_buy_in_range CHECK (min_buy_in > 0 AND min_buy_in <= max_buy_in);
ALTER TABLE cash_games ADD CONSTRAINT cash_games_time_collection
  CHECK ((time_charge IS NULL) = (time_period_minutes IS NULL) AND (time_charge IS NULL OR (time_charge > 0 AND time_period_minutes > 0)));
ALTER TABLE cash_games ADD CONSTRAINT cash_games_settings
  CHECK (hold_seconds > 0 AND max_seats BETWEEN 2 AND 9 AND unit ~ '^[A-Z]{3}$');
-- A session is closed exactly when it has an end; nothing ends before it starts.
ALTER TABLE cash_sessions ADD CONSTRAINT cash_sessions_end
  CHECK ((status = 'closed') = (ended_at IS NOT NULL) AND (ended_at IS NULL OR ended_at >= started_at));
ALTER TABLE cash_session_seatings ADD CONSTRAINT cash_session_seatings_end CHECK (ended_at IS NULL OR ended_at >= started_at);
ALTER TABLE cash_session_events ADD CONSTRAINT cash_session_events_kind
  CHECK (kind IN ('buy-in', 'top-up', 'rebuy', 'move', 'result', 'cash-out'));
-- Amounts are positive (a cash-out of an empty seat is 0), except a live play result: won +, lost −.
ALTER TABLE cash_session_events ADD CONSTRAINT cash_session_events_amount
  CHECK ((kind = 'result' AND amount <> 0) OR (kind IN ('cash-out', 'move') AND amount >= 0) OR amount > 0);
ALTER TABLE cash_session_events ADD CONSTRAINT cash_session_events_source CHECK (source IS NULL OR source IN ('bankroll', 'cash'));
ALTER TABLE cash_waitlist_entries ADD CONSTRAINT cash_waitlist_entries_via CHECK (via IN ('in-person', 'remote'));
ALTER TABLE cash_time_charges ADD CONSTRAINT cash_time_charges_amounts CHECK (amount > 0 AND collected >= 0 AND collected <= amount);

-- A session's events are its history: rows are only ever appended (the ledger migration's function).
CREATE TRIGGER cash_session_events_append_only BEFORE UPDATE OR DELETE ON cash_session_events
  FOR EACH ROW EXECUTE FUNCTION reject_history_change();
CREATE TRIGGER cash_session_events_no_truncate BEFORE TRUNCATE ON cash_session_events
  FOR EACH STATEMENT EXECUTE FUNCTION reject_history_change();

-- A closed session is final: nothing reopens it or moves its times.
CREATE FUNCTION cash_sessions_closed_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'cash sessions are never deleted (session %)', OLD.id USING ERRCODE = 'P0001';
  END IF;
  IF OLD.status = 'closed' THEN
    RAISE EXCEPTION 'cash session % is closed and cannot change', OLD.id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER cash_sessions_closed_is_final BEFORE UPDATE OR DELETE ON cash_sessions
  FOR EACH ROW EXECUTE FUNCTION cash_sessions_closed_is_final();
