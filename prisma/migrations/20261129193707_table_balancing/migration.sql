-- AlterTable
ALTER TABLE "tournament_clocks" ADD COLUMN     "hand_for_hand_stop" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "tournament_entries" ADD COLUMN     "bust_round" INTEGER,
ADD COLUMN     "times_moved" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "balance_pending" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "balance_runs" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hand_for_hand" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hand_for_hand_at" INTEGER,
ADD COLUMN     "hand_for_hand_open" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hand_for_hand_round" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "table_moves" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "tournament_tables" (
    "table_id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "locked" BOOLEAN NOT NULL DEFAULT false,
    "halted" BOOLEAN NOT NULL DEFAULT false,
    "dealt_round" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "tournament_tables_pkey" PRIMARY KEY ("table_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tournament_tables_tournament_id_number_key" ON "tournament_tables"("tournament_id", "number");

-- AddForeignKey
ALTER TABLE "tournament_tables" ADD CONSTRAINT "tournament_tables_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Hand-written below (docs/persistence.md "Hand-written SQL"); tournament-constraints.int-spec.ts
-- checks them.
-- ---------------------------------------------------------------------------------------------

ALTER TABLE tournament_tables ADD CONSTRAINT tournament_tables_values CHECK (number >= 1 AND dealt_round >= 0);
ALTER TABLE tournament_entries ADD CONSTRAINT tournament_entries_times_moved CHECK (times_moved >= 0 AND (bust_round IS NULL OR bust_round >= 1));
ALTER TABLE tournaments ADD CONSTRAINT tournaments_balancing
  CHECK ((hand_for_hand_at IS NULL OR hand_for_hand_at >= 0) AND hand_for_hand_round >= 0 AND balance_runs >= 0 AND table_moves >= 0);

-- Tables of tournaments started before this migration get their numbers in the order they were opened.
INSERT INTO tournament_tables (table_id, tournament_id, number)
SELECT t.id, tt.id, row_number() OVER (PARTITION BY tt.id ORDER BY t.created_at, t.id)
FROM tables t JOIN tournaments tt ON tt.id::text = t.tournament_id
WHERE t.kind = 'tournament';
