-- Trigram matching for name searches (ILIKE '%text%') and typo-tolerant search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
