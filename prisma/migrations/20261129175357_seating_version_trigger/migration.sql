-- Hand-written (Prisma cannot model triggers; docs/persistence.md "Hand-written SQL").
--
-- Every change to a table's seats moves tables.seating_version, in the same transaction. An action
-- applied optimistically (docs/tables.md "Concurrency") reads the hand and the seats without the
-- table lock, then writes its step only if, under the lock, neither the hand's version nor the
-- table's seating_version has moved; so no seat change can slip between its read and its write,
-- whichever code path (or psql session) made it.
CREATE FUNCTION table_seats_bump_seating_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tables SET seating_version = seating_version + 1 WHERE id = COALESCE(NEW.table_id, OLD.table_id);
  RETURN NULL;
END $$;
CREATE TRIGGER table_seats_bump_seating_version AFTER INSERT OR UPDATE OR DELETE ON table_seats
  FOR EACH ROW EXECUTE FUNCTION table_seats_bump_seating_version();
