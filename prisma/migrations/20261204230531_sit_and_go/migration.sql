-- CreateEnum
CREATE TYPE "TournamentFormat" AS ENUM ('scheduled', 'sit_and_go');

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "format" "TournamentFormat" NOT NULL DEFAULT 'scheduled',
ADD COLUMN     "re_register" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "series_id" UUID,
ADD COLUMN     "series_number" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE INDEX "tournaments_format_status_created_at_id_idx" ON "tournaments"("format", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "tournaments_series_id_idx" ON "tournaments"("series_id");

-- AddForeignKey
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Only a sit & go re-registers, and only a re-registered copy belongs to a series (numbered from 2).
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_re_register_sit_and_go" CHECK (NOT "re_register" OR "format" = 'sit_and_go');
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_series_sit_and_go" CHECK ("series_id" IS NULL OR ("format" = 'sit_and_go' AND "series_number" >= 2));
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_series_number_positive" CHECK ("series_number" >= 1);
