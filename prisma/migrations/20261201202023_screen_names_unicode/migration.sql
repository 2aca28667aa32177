-- Screen names may hold letters of many scripts (docs/api.md, Players). Their case-insensitive
-- key is folded by the application (screenNameKey: Unicode case folding), which lower() cannot
-- repeat in a C-locale database (it lowers ASCII only). The check keeps what it still can: the
-- key holds no ASCII capital, and an all-ASCII name's key is exactly lower(screen_name).
ALTER TABLE players DROP CONSTRAINT players_screen_name_key_is_lower;
ALTER TABLE players ADD CONSTRAINT players_screen_name_key_is_lower CHECK (
    screen_name_key = lower(screen_name_key)
    AND (screen_name_key = lower(screen_name) OR screen_name ~ '[^\x01-\x7F]')
);
