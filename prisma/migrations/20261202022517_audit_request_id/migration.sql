-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "request_id" TEXT;

-- CreateIndex
CREATE INDEX "audit_log_request_id_id_idx" ON "audit_log"("request_id", "id");
