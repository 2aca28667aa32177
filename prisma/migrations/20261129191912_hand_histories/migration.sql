-- AlterTable
ALTER TABLE "hands" ADD COLUMN     "serial" BIGSERIAL NOT NULL,
ADD COLUMN     "tournament_level" INTEGER;

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN     "serial" BIGSERIAL NOT NULL;

-- CreateTable
CREATE TABLE "hand_players" (
    "hand_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" UUID NOT NULL,
    "screen_name" TEXT NOT NULL,
    "starting_stack" BIGINT NOT NULL,
    "net" BIGINT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hand_players_pkey" PRIMARY KEY ("hand_id","seat")
);

-- CreateIndex
CREATE INDEX "hand_players_player_id_started_at_hand_id_idx" ON "hand_players"("player_id", "started_at", "hand_id");

-- CreateIndex
CREATE UNIQUE INDEX "hand_players_hand_id_player_id_key" ON "hand_players"("hand_id", "player_id");

-- CreateIndex
CREATE UNIQUE INDEX "hands_serial_key" ON "hands"("serial");

-- CreateIndex
CREATE INDEX "hands_started_at_id_idx" ON "hands"("started_at", "id");

-- CreateIndex
CREATE INDEX "hands_table_id_started_at_id_idx" ON "hands"("table_id", "started_at", "id");

-- CreateIndex
CREATE INDEX "tables_tournament_id_idx" ON "tables"("tournament_id");

-- CreateIndex
CREATE UNIQUE INDEX "tournaments_serial_key" ON "tournaments"("serial");

-- AddForeignKey
ALTER TABLE "hand_players" ADD CONSTRAINT "hand_players_hand_id_fkey" FOREIGN KEY ("hand_id") REFERENCES "hands"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hand_players" ADD CONSTRAINT "hand_players_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Hand-written below: what Prisma cannot model (docs/persistence.md "Hand-written SQL").
-- libs/persistence/src/hand-histories/hand-history.repository.int-spec.ts proves each rule.
-- ---------------------------------------------------------------------------------------------

ALTER TABLE hand_players ADD CONSTRAINT hand_players_seat_range CHECK (seat BETWEEN 1 AND 9);
-- A level the history's header can print (Level I and up).
ALTER TABLE hands ADD CONSTRAINT hands_tournament_level_positive CHECK (tournament_level IS NULL OR tournament_level >= 1);

-- Like the hand it indexes, a row is final once written (the ledger migration's function).
CREATE TRIGGER hand_players_append_only BEFORE UPDATE OR DELETE ON hand_players
  FOR EACH ROW EXECUTE FUNCTION reject_history_change();
CREATE TRIGGER hand_players_no_truncate BEFORE TRUNCATE ON hand_players
  FOR EACH STATEMENT EXECUTE FUNCTION reject_history_change();

-- Hands finished before this migration: index them from what they stored (their seats, and the
-- starting stacks and results in their histories), so searches by player find them too.
INSERT INTO hand_players (hand_id, seat, player_id, screen_name, starting_stack, net, started_at)
SELECT h.id, (s->>'seat')::int, (s->>'playerId')::uuid, s->>'screenName',
       (SELECT (hs->>'stack')::bigint FROM json_array_elements(h.history->'seats') hs WHERE (hs->>'seat')::int = (s->>'seat')::int),
       (SELECT (n->>'delta')::bigint FROM json_array_elements(h.history->'outcome'->'net') n WHERE (n->>'seat')::int = (s->>'seat')::int),
       h.started_at
FROM hands h CROSS JOIN LATERAL json_array_elements(h.seats) s
WHERE h.status = 'finished' AND h.history IS NOT NULL;
