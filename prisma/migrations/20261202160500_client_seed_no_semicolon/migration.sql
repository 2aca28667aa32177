-- Hand-written (Prisma cannot model CHECK constraints; docs/persistence.md "Hand-written SQL").
--
-- A client seed may not contain ';' (docs/fairness.md, client seeds): the hand's client seed
-- string joins the seats' `<seat>=<seed>` with ';', and `razz verify` splits it there to check that
-- it names exactly the seats dealt in. A seed set before this migration keeps its other characters:
-- its ';' are removed (the seat's new seed applies from the next hand dealt, as any change does).
UPDATE table_seats SET client_seed = replace(client_seed, ';', '') WHERE client_seed LIKE '%;%';
ALTER TABLE table_seats DROP CONSTRAINT table_seats_client_seed;
ALTER TABLE table_seats ADD CONSTRAINT table_seats_client_seed CHECK (client_seed ~ '^[\x20-\x3a\x3c-\x7e]{0,64}$');
