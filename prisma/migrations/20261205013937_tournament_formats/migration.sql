-- CreateEnum
CREATE TYPE "TournamentBountyKind" AS ENUM ('none', 'fixed', 'progressive');

-- CreateEnum
CREATE TYPE "flight_reentry_rule" AS ENUM ('if-busted', 'keep-best');

-- AlterEnum
ALTER TYPE "TournamentFormat" ADD VALUE 'multi_day';

-- AlterEnum
ALTER TYPE "tournament_entry_status" ADD VALUE 'advanced';

-- AlterTable
ALTER TABLE "tournament_entries" ADD COLUMN     "bagged_chips" BIGINT,
ADD COLUMN     "bounty" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "bounty_won" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "from_flight_entry_id" UUID,
ADD COLUMN     "won_entry_id" UUID;

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "bounty" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "bounty_kind" "TournamentBountyKind" NOT NULL DEFAULT 'none',
ADD COLUMN     "flight_name" TEXT,
ADD COLUMN     "flight_of_id" UUID,
ADD COLUMN     "flight_reentry" "flight_reentry_rule",
ADD COLUMN     "flight_stop_level" INTEGER,
ADD COLUMN     "flight_stop_percent" INTEGER,
ADD COLUMN     "satellite_seats" INTEGER,
ADD COLUMN     "satellite_target_id" UUID;

-- CreateTable
CREATE TABLE "tournament_bounty_awards" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "from_entry_id" UUID NOT NULL,
    "to_entry_id" UUID NOT NULL,
    "paid" BIGINT NOT NULL,
    "added" BIGINT NOT NULL DEFAULT 0,
    "share_num" INTEGER NOT NULL DEFAULT 1,
    "share_den" INTEGER NOT NULL DEFAULT 1,
    "hand_id" TEXT,
    "floor_input_seq" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tournament_bounty_awards_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tournament_bounty_awards_tournament_id_to_entry_id_idx" ON "tournament_bounty_awards"("tournament_id", "to_entry_id");

-- CreateIndex
CREATE UNIQUE INDEX "tournament_bounty_awards_from_entry_id_to_entry_id_key" ON "tournament_bounty_awards"("from_entry_id", "to_entry_id");

-- CreateIndex
CREATE UNIQUE INDEX "tournament_entries_won_entry_id_key" ON "tournament_entries"("won_entry_id");

-- CreateIndex
CREATE UNIQUE INDEX "tournament_entries_from_flight_entry_id_key" ON "tournament_entries"("from_flight_entry_id");

-- CreateIndex
CREATE INDEX "tournaments_satellite_target_id_idx" ON "tournaments"("satellite_target_id");

-- CreateIndex
CREATE UNIQUE INDEX "tournaments_flight_of_id_flight_name_key" ON "tournaments"("flight_of_id", "flight_name");

-- AddForeignKey
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_satellite_target_id_fkey" FOREIGN KEY ("satellite_target_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_flight_of_id_fkey" FOREIGN KEY ("flight_of_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_bounty_awards" ADD CONSTRAINT "tournament_bounty_awards_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_bounty_awards" ADD CONSTRAINT "tournament_bounty_awards_from_entry_id_fkey" FOREIGN KEY ("from_entry_id") REFERENCES "tournament_entries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_bounty_awards" ADD CONSTRAINT "tournament_bounty_awards_to_entry_id_fkey" FOREIGN KEY ("to_entry_id") REFERENCES "tournament_entries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_won_entry_id_fkey" FOREIGN KEY ("won_entry_id") REFERENCES "tournament_entries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_from_flight_entry_id_fkey" FOREIGN KEY ("from_flight_entry_id") REFERENCES "tournament_entries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A bounty kind comes with a bounty, and none without; amounts are never negative.
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_bounty_kind_amount" CHECK (("bounty_kind" = 'none') = ("bounty" = 0) AND "bounty" >= 0);
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_bounty_not_negative" CHECK ("bounty" >= 0 AND "bounty_won" >= 0);
ALTER TABLE "tournament_bounty_awards" ADD CONSTRAINT "tournament_bounty_awards_amounts" CHECK ("paid" >= 0 AND "added" >= 0 AND "share_num" > 0 AND "share_den" >= "share_num");
-- Satellites: a satellite is never its own target; seats are counted from zero.
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_satellite_not_self" CHECK ("satellite_target_id" IS NULL OR "satellite_target_id" <> "id");
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_satellite_seats" CHECK ("satellite_seats" IS NULL OR ("satellite_seats" >= 0 AND "satellite_target_id" IS NOT NULL));
-- Flights: a flight has a name and its event; its stop share is a percentage; a bagged stack holds chips.
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_flight_named" CHECK (("flight_of_id" IS NULL) = ("flight_name" IS NULL) AND ("flight_of_id" IS NULL OR "flight_of_id" <> "id"));
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_flight_stop" CHECK (("flight_stop_percent" IS NULL OR "flight_stop_percent" BETWEEN 1 AND 99) AND ("flight_stop_level" IS NULL OR "flight_stop_level" >= 1) AND ("flight_of_id" IS NOT NULL OR ("flight_stop_percent" IS NULL AND "flight_stop_level" IS NULL)));
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_bagged_chips" CHECK ("bagged_chips" IS NULL OR "bagged_chips" > 0);
