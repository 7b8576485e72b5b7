-- pg_trgm powers typo-tolerant and prefix product search (DESIGN.md section 2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
