-- CreateEnum
CREATE TYPE "blind_debt" AS ENUM ('none', 'big', 'small', 'both');

-- AlterTable
ALTER TABLE "cash_games" ADD COLUMN     "schedule" JSONB;

-- AlterTable
ALTER TABLE "table_seats" ADD COLUMN     "blind_debt" "blind_debt" NOT NULL DEFAULT 'none',
ADD COLUMN     "wait_for_big_blind" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "tables" ADD COLUMN     "flop_positions" JSONB;

-- Flop games seat up to ten players (stud tables stay at eight or nine: the engine refuses more).
ALTER TABLE tables DROP CONSTRAINT tables_max_seats_range;
ALTER TABLE tables ADD CONSTRAINT tables_max_seats_range CHECK (max_seats BETWEEN 2 AND 10);
ALTER TABLE table_seats DROP CONSTRAINT table_seats_seat_no_range;
ALTER TABLE table_seats ADD CONSTRAINT table_seats_seat_no_range CHECK (seat_no BETWEEN 1 AND 10);
ALTER TABLE hand_players DROP CONSTRAINT hand_players_seat_range;
ALTER TABLE hand_players ADD CONSTRAINT hand_players_seat_range CHECK (seat BETWEEN 1 AND 10);
ALTER TABLE cash_games DROP CONSTRAINT cash_games_settings;
ALTER TABLE cash_games ADD CONSTRAINT cash_games_settings
  CHECK (hold_seconds > 0 AND max_seats BETWEEN 2 AND 10 AND unit ~ '^[A-Z]{3}$');
ALTER TABLE tournaments DROP CONSTRAINT tournaments_sizes;
ALTER TABLE tournaments ADD CONSTRAINT tournaments_sizes
  CHECK (starting_stack > 0 AND max_players >= 2 AND seats_per_table BETWEEN 2 AND 10
         AND late_registration_levels >= 0 AND max_reentries >= 0 AND rebuy_levels >= 0 AND entries_count >= 0);
