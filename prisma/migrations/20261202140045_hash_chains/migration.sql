-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "hash" TEXT,
ADD COLUMN     "prev_hash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "audit_log_prev_hash_key" ON "audit_log"("prev_hash");

-- ---------------------------------------------------------------------------------------------
-- Hand-written below: what Prisma cannot model (docs/persistence.md "Hand-written SQL").
-- libs/persistence/src/chains/audit-chain.int-spec.ts proves each rule.
-- ---------------------------------------------------------------------------------------------

-- The audit chain (docs/fairness.md "The hash chain"). Records written before this migration keep
-- no hash (the append-only triggers stay, so nothing is back-filled); the first record written
-- after it links to the hash of the last one, computed from it as stored. Hashes are lower-case
-- SHA-256 hex, and a record that links to another has a hash of its own.
ALTER TABLE audit_log ADD CONSTRAINT audit_log_hash_hex CHECK (hash IS NULL OR hash ~ '^[0-9a-f]{64}$');
ALTER TABLE audit_log ADD CONSTRAINT audit_log_prev_hash_hex CHECK (prev_hash IS NULL OR prev_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE audit_log ADD CONSTRAINT audit_log_linked_has_hash CHECK (prev_hash IS NULL OR hash IS NOT NULL);
