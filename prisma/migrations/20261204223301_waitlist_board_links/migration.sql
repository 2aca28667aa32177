-- AlterTable
ALTER TABLE "display_links" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'tournament',
ALTER COLUMN "tournament_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "display_links_kind_created_at_idx" ON "display_links"("kind", "created_at");

-- Hand-written below: what Prisma cannot model.
ALTER TABLE display_links ADD CONSTRAINT display_links_kind_known CHECK (kind IN ('tournament', 'waitlist-board'));
-- A tournament's link names its tournament; the room's waitlist board names none.
ALTER TABLE display_links ADD CONSTRAINT display_links_tournament_iff_tournament_kind CHECK ((kind = 'tournament') = (tournament_id IS NOT NULL));
