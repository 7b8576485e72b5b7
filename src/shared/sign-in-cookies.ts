// The two cookies the site sets, both for signing in (src/server/features/auth/sessions.ts), and
// how long each lasts: the server sets them, the Cookie and Privacy pages describe them.
export const SESSION_COOKIE = 'hm_session';
export const REMEMBER_COOKIE = 'hm_remember';
export const SESSION_DAYS = 14;
export const REMEMBER_DAYS = 30;
