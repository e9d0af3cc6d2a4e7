-- A vendor's name per language, as games' names are: the catalogue answers the player's
-- language, else display_name.
ALTER TABLE "vendors" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
