-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "shoot_out" BOOLEAN NOT NULL DEFAULT false;

-- A shoot-out is a sit & go (its tables fill at the start and never take late entries).
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_shoot_out_sit_and_go" CHECK (NOT "shoot_out" OR "format" = 'sit_and_go');
