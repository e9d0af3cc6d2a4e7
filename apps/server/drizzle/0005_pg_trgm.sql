-- The game-name search index (next migration) needs trigram operators; trusted since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
