-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "rotation_hands" INTEGER,
ADD COLUMN     "rotation_index" INTEGER,
ADD COLUMN     "rotation_length" INTEGER,
ADD COLUMN     "schedule" JSONB;

-- Hand-written (Prisma cannot model CHECK constraints; docs/persistence.md "Hand-written SQL").
-- A rotation's place is whole or absent, only a table with a schedule has one, and a turn never
-- holds more hands than its length.
ALTER TABLE "tables" ADD CONSTRAINT "tables_rotation_place" CHECK (
  (rotation_index IS NULL AND rotation_hands IS NULL AND rotation_length IS NULL)
  OR (schedule IS NOT NULL AND rotation_index IS NOT NULL AND rotation_hands IS NOT NULL AND rotation_length IS NOT NULL
      AND rotation_index >= 0 AND rotation_length >= 1 AND rotation_hands BETWEEN 0 AND rotation_length)
);
