-- CreateEnum
CREATE TYPE "table_kind" AS ENUM ('cash', 'tournament');

-- CreateEnum
CREATE TYPE "table_status" AS ENUM ('open', 'closing', 'closed');

-- CreateEnum
CREATE TYPE "hand_status" AS ENUM ('running', 'finished');

-- AlterEnum
ALTER TYPE "ledger_account_kind" ADD VALUE 'seat-stack';

-- CreateTable
CREATE TABLE "tables" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "table_kind" NOT NULL,
    "status" "table_status" NOT NULL DEFAULT 'open',
    "preset" TEXT NOT NULL,
    "rules" JSONB NOT NULL,
    "stakes" JSONB NOT NULL,
    "max_seats" INTEGER NOT NULL,
    "unit" TEXT NOT NULL,
    "min_buy_in" BIGINT,
    "max_buy_in" BIGINT,
    "action_timeout_ms" INTEGER NOT NULL,
    "hand_pause_ms" INTEGER NOT NULL,
    "max_timeouts" INTEGER NOT NULL,
    "deal_sitting_out" BOOLEAN NOT NULL,
    "tournament_id" TEXT,
    "hands_started" INTEGER NOT NULL DEFAULT 0,
    "dealer_seat" INTEGER,
    "seating_version" INTEGER NOT NULL DEFAULT 0,
    "last_hand_id" UUID,
    "created_by_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "tables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "table_seats" (
    "table_id" UUID NOT NULL,
    "seat_no" INTEGER NOT NULL,
    "player_id" UUID NOT NULL,
    "seating_id" UUID NOT NULL,
    "stack_account_id" BIGINT NOT NULL,
    "sitting_out" BOOLEAN NOT NULL DEFAULT false,
    "leaving" BOOLEAN NOT NULL DEFAULT false,
    "consecutive_timeouts" INTEGER NOT NULL DEFAULT 0,
    "seated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "table_seats_pkey" PRIMARY KEY ("table_id","seat_no")
);

-- CreateTable
CREATE TABLE "hands" (
    "id" UUID NOT NULL,
    "table_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "hand_status" NOT NULL DEFAULT 'running',
    "version" INTEGER NOT NULL,
    "state" JSONB NOT NULL,
    "event_count" INTEGER NOT NULL,
    "seats" JSONB NOT NULL,
    "deadline_at" TIMESTAMPTZ(3),
    "result" JSONB,
    "history" JSONB,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "hands_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hand_events" (
    "hand_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hand_events_pkey" PRIMARY KEY ("hand_id","seq")
);

-- CreateTable
CREATE TABLE "hand_action_keys" (
    "table_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "hand_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hand_action_keys_pkey" PRIMARY KEY ("table_id","key")
);

-- CreateIndex
CREATE INDEX "tables_created_at_id_idx" ON "tables"("created_at", "id");

-- CreateIndex
CREATE INDEX "tables_status_created_at_id_idx" ON "tables"("status", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "table_seats_seating_id_key" ON "table_seats"("seating_id");

-- CreateIndex
CREATE INDEX "table_seats_player_id_idx" ON "table_seats"("player_id");

-- CreateIndex
CREATE UNIQUE INDEX "table_seats_table_id_player_id_key" ON "table_seats"("table_id", "player_id");

-- CreateIndex
CREATE INDEX "hands_table_id_status_idx" ON "hands"("table_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "hands_table_id_number_key" ON "hands"("table_id", "number");

-- AddForeignKey
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hands" ADD CONSTRAINT "hands_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hand_events" ADD CONSTRAINT "hand_events_hand_id_fkey" FOREIGN KEY ("hand_id") REFERENCES "hands"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Hand-written below: what Prisma cannot model (docs/persistence.md "Hand-written SQL").
-- libs/persistence/src/tables/table-constraints.int-spec.ts proves each rule refuses what it should.
-- ---------------------------------------------------------------------------------------------

-- The engine deals 2 to 9 seats; seat numbers run 1..max_seats.
ALTER TABLE tables ADD CONSTRAINT tables_max_seats_range CHECK (max_seats BETWEEN 2 AND 9);
ALTER TABLE tables ADD CONSTRAINT tables_timing_positive
  CHECK (action_timeout_ms > 0 AND hand_pause_ms >= 0 AND max_timeouts > 0);
ALTER TABLE tables ADD CONSTRAINT tables_unit_format CHECK (unit ~ '^([A-Z]{3}|chips:[A-Za-z0-9_-]{1,64})$');
ALTER TABLE tables ADD CONSTRAINT tables_buy_in_range
  CHECK (min_buy_in IS NULL OR max_buy_in IS NULL OR (min_buy_in > 0 AND min_buy_in <= max_buy_in));
ALTER TABLE table_seats ADD CONSTRAINT table_seats_seat_no_range CHECK (seat_no BETWEEN 1 AND 9);
ALTER TABLE hands ADD CONSTRAINT hands_version_positive CHECK (version >= 1 AND number >= 1);

-- The event log is history: rows are only ever appended (the ledger migration's function).
CREATE TRIGGER hand_events_append_only BEFORE UPDATE OR DELETE ON hand_events
  FOR EACH ROW EXECUTE FUNCTION reject_history_change();
CREATE TRIGGER hand_events_no_truncate BEFORE TRUNCATE ON hand_events
  FOR EACH STATEMENT EXECUTE FUNCTION reject_history_change();

-- A finished hand is final: its state, result and history never change again.
CREATE FUNCTION hands_finished_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'hands are never deleted (hand %)', OLD.id USING ERRCODE = 'P0001';
  END IF;
  IF OLD.status = 'finished' THEN
    RAISE EXCEPTION 'hand % is finished and cannot change', OLD.id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER hands_finished_is_final BEFORE UPDATE OR DELETE ON hands
  FOR EACH ROW EXECUTE FUNCTION hands_finished_is_final();
