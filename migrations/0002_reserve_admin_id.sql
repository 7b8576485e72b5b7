-- User id 1 is the administrator (docs/architecture.md §3), created by the demo seed. Without the seed
-- (SEED=none) the first person to register must not get id 1 and with it the administrator's rights.
SELECT setval('users_id_seq', GREATEST(1, (SELECT COALESCE(max(id), 0) FROM users)));
