-- CreateTable
CREATE TABLE "leagues" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "season_from" DATE NOT NULL,
    "season_to" DATE NOT NULL,
    "formula" JSONB NOT NULL,
    "created_by_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "leagues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "league_events" (
    "league_id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "added_by_key_id" TEXT,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "league_events_pkey" PRIMARY KEY ("league_id","tournament_id")
);

-- CreateIndex
CREATE INDEX "leagues_created_at_id_idx" ON "leagues"("created_at", "id");

-- CreateIndex
CREATE INDEX "league_events_tournament_id_idx" ON "league_events"("tournament_id");

-- AddForeignKey
ALTER TABLE "league_events" ADD CONSTRAINT "league_events_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_events" ADD CONSTRAINT "league_events_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written below: what Prisma cannot model.
-- A season ends on or after the day it starts (the service refuses the rest with INVALID_LEAGUE_SEASON).
ALTER TABLE leagues ADD CONSTRAINT leagues_season_in_order CHECK (season_from <= season_to);
ALTER TABLE leagues ADD CONSTRAINT leagues_formula_is_object CHECK (jsonb_typeof(formula) = 'object');
