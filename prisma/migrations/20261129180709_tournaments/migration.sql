-- CreateEnum
CREATE TYPE "tournament_status" AS ENUM ('scheduled', 'registering', 'running', 'on-break', 'finished', 'cancelled');

-- CreateEnum
CREATE TYPE "tournament_entry_status" AS ENUM ('registered', 'playing', 'busted', 'finished', 'unregistered');

-- CreateEnum
CREATE TYPE "tournament_deal_status" AS ENUM ('proposed', 'confirmed', 'void');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ledger_account_kind" ADD VALUE 'tournament-prize-pool';
ALTER TYPE "ledger_account_kind" ADD VALUE 'tournament-chip-bank';
ALTER TYPE "ledger_account_kind" ADD VALUE 'tournament-chips';
ALTER TYPE "ledger_account_kind" ADD VALUE 'house-overlay';

-- CreateTable
CREATE TABLE "tournament_structures" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "items" JSONB NOT NULL,
    "created_by_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tournament_structures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tournaments" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "status" "tournament_status" NOT NULL DEFAULT 'scheduled',
    "structure" JSONB NOT NULL,
    "structure_source" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "buy_in" BIGINT NOT NULL,
    "fee" BIGINT NOT NULL,
    "starting_stack" BIGINT NOT NULL,
    "max_players" INTEGER NOT NULL,
    "seats_per_table" INTEGER NOT NULL,
    "action_timeout_ms" INTEGER NOT NULL,
    "hand_pause_ms" INTEGER NOT NULL,
    "late_registration_levels" INTEGER NOT NULL,
    "max_reentries" INTEGER NOT NULL,
    "rebuy_levels" INTEGER NOT NULL,
    "rebuy_price" BIGINT NOT NULL DEFAULT 0,
    "rebuy_fee" BIGINT NOT NULL DEFAULT 0,
    "rebuy_chips" BIGINT NOT NULL DEFAULT 0,
    "add_on_price" BIGINT NOT NULL DEFAULT 0,
    "add_on_fee" BIGINT NOT NULL DEFAULT 0,
    "add_on_chips" BIGINT NOT NULL DEFAULT 0,
    "guarantee" BIGINT NOT NULL DEFAULT 0,
    "payout_table" JSONB,
    "payout_rounding" BIGINT NOT NULL,
    "entries_count" INTEGER NOT NULL DEFAULT 0,
    "collected" BIGINT NOT NULL DEFAULT 0,
    "bust_count" INTEGER NOT NULL DEFAULT 0,
    "payouts" JSONB,
    "scheduled_start_at" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_by_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tournaments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tournament_clocks" (
    "tournament_id" UUID NOT NULL,
    "item_index" INTEGER NOT NULL,
    "anchor_at" TIMESTAMPTZ(3) NOT NULL,
    "paused_at" TIMESTAMPTZ(3),
    "epoch" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tournament_clocks_pkey" PRIMARY KEY ("tournament_id")
);

-- CreateTable
CREATE TABLE "tournament_entries" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "entry_no" INTEGER NOT NULL,
    "status" "tournament_entry_status" NOT NULL DEFAULT 'registered',
    "rebuys" INTEGER NOT NULL DEFAULT 0,
    "add_on" BOOLEAN NOT NULL DEFAULT false,
    "bust_seq" INTEGER,
    "bust_hand_id" TEXT,
    "bust_starting_stack" BIGINT,
    "place" INTEGER,
    "place_to" INTEGER,
    "prize" BIGINT,
    "registered_by_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "busted_at" TIMESTAMPTZ(3),
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournament_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tournament_deals" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "method" TEXT NOT NULL,
    "status" "tournament_deal_status" NOT NULL DEFAULT 'proposed',
    "players" JSONB NOT NULL,
    "prizes" JSONB NOT NULL,
    "created_by_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournament_deals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tournament_structures_name_key_key" ON "tournament_structures"("name_key");

-- CreateIndex
CREATE INDEX "tournament_structures_created_at_id_idx" ON "tournament_structures"("created_at", "id");

-- CreateIndex
CREATE INDEX "tournaments_created_at_id_idx" ON "tournaments"("created_at", "id");

-- CreateIndex
CREATE INDEX "tournaments_status_created_at_id_idx" ON "tournaments"("status", "created_at", "id");

-- CreateIndex
CREATE INDEX "tournament_entries_tournament_id_status_idx" ON "tournament_entries"("tournament_id", "status");

-- CreateIndex
CREATE INDEX "tournament_entries_player_id_idx" ON "tournament_entries"("player_id");

-- CreateIndex
CREATE UNIQUE INDEX "tournament_entries_tournament_id_player_id_entry_no_key" ON "tournament_entries"("tournament_id", "player_id", "entry_no");

-- CreateIndex
CREATE INDEX "tournament_deals_tournament_id_created_at_idx" ON "tournament_deals"("tournament_id", "created_at");

-- AddForeignKey
ALTER TABLE "tournament_clocks" ADD CONSTRAINT "tournament_clocks_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_deals" ADD CONSTRAINT "tournament_deals_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Hand-written below: what Prisma cannot model (docs/persistence.md "Hand-written SQL").
-- libs/persistence/src/tournaments/tournament-constraints.int-spec.ts proves each rule.
-- ---------------------------------------------------------------------------------------------

-- The chip bank issues chips (−chips in play) and the house pays overlays: both may go negative,
-- like the cage. Compared as text: an enum value added in this same transaction cannot be used
-- as an enum literal yet ("unsafe use of new value").
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_balance_non_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_balance_non_negative
  CHECK (balance >= 0 OR kind::text IN ('cage', 'house-fees', 'house-rake', 'house-overlay', 'tournament-chip-bank'));

-- One live entry per player and tournament (a re-entry only after the bust).
CREATE UNIQUE INDEX tournament_entries_one_live_entry ON tournament_entries (tournament_id, player_id)
  WHERE status IN ('registered', 'playing');

ALTER TABLE tournaments ADD CONSTRAINT tournaments_money_non_negative
  CHECK (buy_in >= 0 AND fee >= 0 AND guarantee >= 0 AND rebuy_price >= 0 AND rebuy_fee >= 0 AND rebuy_chips >= 0
         AND add_on_price >= 0 AND add_on_fee >= 0 AND add_on_chips >= 0 AND collected >= 0 AND payout_rounding >= 1);
ALTER TABLE tournaments ADD CONSTRAINT tournaments_sizes
  CHECK (starting_stack > 0 AND max_players >= 2 AND seats_per_table BETWEEN 2 AND 9
         AND late_registration_levels >= 0 AND max_reentries >= 0 AND rebuy_levels >= 0 AND entries_count >= 0);
ALTER TABLE tournament_entries ADD CONSTRAINT tournament_entries_place_range
  CHECK (entry_no >= 1 AND rebuys >= 0 AND (place IS NULL OR (place >= 1 AND place_to >= place)));
ALTER TABLE tournament_clocks ADD CONSTRAINT tournament_clocks_item_index CHECK (item_index >= 0 AND epoch >= 0);
