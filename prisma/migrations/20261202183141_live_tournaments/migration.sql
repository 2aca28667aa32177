-- AlterEnum
ALTER TYPE "api_key_role" ADD VALUE 'floor';

-- AlterTable
ALTER TABLE "players" ADD COLUMN     "country" CHAR(2);

-- AlterTable
ALTER TABLE "tournament_entries" ADD COLUMN     "bust_chips" BIGINT,
ADD COLUMN     "bust_seat" INTEGER,
ADD COLUMN     "bust_table_id" UUID;

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "dealing" "table_dealing" NOT NULL DEFAULT 'engine',
ADD COLUMN     "floor_inputs" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "move_instructions" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "tournament_floor_inputs" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "input" JSONB NOT NULL,
    "applied" JSONB NOT NULL,
    "actor_key_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undone_at" TIMESTAMPTZ(3),
    "undone_by_key_id" TEXT,

    CONSTRAINT "tournament_floor_inputs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tournament_move_instructions" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "player_id" UUID NOT NULL,
    "from_table_id" UUID NOT NULL,
    "from_table" INTEGER NOT NULL,
    "from_seat" INTEGER NOT NULL,
    "to_table_id" UUID NOT NULL,
    "to_table" INTEGER NOT NULL,
    "to_seat" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "done_at" TIMESTAMPTZ(3),
    "done_by_key_id" TEXT,

    CONSTRAINT "tournament_move_instructions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tournament_floor_inputs_tournament_id_seq_key" ON "tournament_floor_inputs"("tournament_id", "seq");

-- CreateIndex
CREATE INDEX "tournament_move_instructions_tournament_id_status_idx" ON "tournament_move_instructions"("tournament_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "tournament_move_instructions_tournament_id_seq_key" ON "tournament_move_instructions"("tournament_id", "seq");

-- AddForeignKey
ALTER TABLE "tournament_floor_inputs" ADD CONSTRAINT "tournament_floor_inputs_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_move_instructions" ADD CONSTRAINT "tournament_move_instructions_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
