-- CreateEnum
CREATE TYPE "seed_reveal" AS ENUM ('hand', 'hours');

-- AlterTable
ALTER TABLE "hands" ADD COLUMN     "fairness" JSONB,
ADD COLUMN     "seed_epoch_id" UUID;

-- AlterTable
ALTER TABLE "table_seats" ADD COLUMN     "client_seed" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "seed_reveal" "seed_reveal" NOT NULL DEFAULT 'hours',
ADD COLUMN     "seed_reveal_hours" INTEGER NOT NULL DEFAULT 24;

-- CreateTable
CREATE TABLE "seed_epochs" (
    "id" UUID NOT NULL,
    "table_id" UUID NOT NULL,
    "seed" BYTEA NOT NULL,
    "commitment" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),
    "end_reason" TEXT,
    "hands" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "seed_epochs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "seed_epochs_table_id_started_at_idx" ON "seed_epochs"("table_id", "started_at");

-- AddForeignKey
ALTER TABLE "seed_epochs" ADD CONSTRAINT "seed_epochs_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hands" ADD CONSTRAINT "hands_seed_epoch_id_fkey" FOREIGN KEY ("seed_epoch_id") REFERENCES "seed_epochs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One epoch deals at a time per table; a seed is 32 bytes and its commitment SHA-256 hex; an
-- epoch ends at most once, for a reason.
CREATE UNIQUE INDEX seed_epochs_one_open_per_table ON seed_epochs (table_id) WHERE ended_at IS NULL;
ALTER TABLE seed_epochs ADD CONSTRAINT seed_epochs_seed_shape
  CHECK (octet_length(seed) = 32 AND commitment ~ '^[0-9a-f]{64}$' AND hands >= 0);
ALTER TABLE seed_epochs ADD CONSTRAINT seed_epochs_end
  CHECK ((ended_at IS NULL) = (end_reason IS NULL) AND (end_reason IS NULL OR end_reason IN ('hand', 'hours', 'closed', 'director')));
ALTER TABLE tables ADD CONSTRAINT tables_seed_reveal_hours CHECK (seed_reveal_hours BETWEEN 1 AND 8760);
ALTER TABLE table_seats ADD CONSTRAINT table_seats_client_seed CHECK (client_seed ~ '^[\x20-\x7e]{0,64}$');
-- A hand dealt from an epoch records how it was shuffled.
ALTER TABLE hands ADD CONSTRAINT hands_seed_epoch_fairness CHECK ((seed_epoch_id IS NULL) = (fairness IS NULL));
