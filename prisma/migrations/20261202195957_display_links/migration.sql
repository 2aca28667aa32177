-- CreateTable
CREATE TABLE "display_links" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_key_id" TEXT,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_by_key_id" TEXT,

    CONSTRAINT "display_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "display_links_token_hash_key" ON "display_links"("token_hash");

-- CreateIndex
CREATE INDEX "display_links_tournament_id_created_at_idx" ON "display_links"("tournament_id", "created_at");

-- AddForeignKey
ALTER TABLE "display_links" ADD CONSTRAINT "display_links_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
