-- pg_trgm powers case-insensitive substring search (GIN trigram indexes).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
