-- pg_trgm powers typo-tolerant and prefix product search (docs/architecture.md §2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
