import { describe, expect, it } from 'vitest';
import { healthBannerKind, readHealthResponse } from './health-status.ts';

const healthy = {
  status: 'ok',
  message: 'All systems operational',
  isAuthError: false,
  database: { status: 'connected', error: null },
};

describe('healthBannerKind', () => {
  it('hides the banner when the database is connected', () => {
    expect(healthBannerKind(healthy)).toBe('hidden');
    expect(healthBannerKind({})).toBe('hidden');
  });

  it('shows the generic banner when the check fails', () => {
    expect(healthBannerKind(null)).toBe('generic');
    expect(healthBannerKind({ ...healthy, status: 'error' })).toBe('generic');
    expect(healthBannerKind({ ...healthy, database: { status: 'disconnected', error: 'ECONNREFUSED' } })).toBe('generic');
  });

  it('shows the authentication variant when the server says so', () => {
    expect(healthBannerKind({ status: 'error', isAuthError: true, database: { status: 'disconnected' } })).toBe('auth');
  });

  it('detects the authentication failure from the database error or the message text', () => {
    expect(
      healthBannerKind({
        status: 'error',
        isAuthError: false,
        database: { status: 'disconnected', error: 'password authentication failed for user "market"' },
      }),
    ).toBe('auth');
    expect(healthBannerKind({ status: 'error', message: 'FATAL: Password authentication failed' })).toBe('auth');
  });

  it('never shows the authentication variant while the database is healthy', () => {
    expect(healthBannerKind({ ...healthy, isAuthError: true })).toBe('hidden');
  });
});

describe('readHealthResponse', () => {
  it('reads the body of a 503 answer', () => {
    const body = { status: 'error', message: 'Database connection failed', isAuthError: false, database: { status: 'disconnected', error: 'x' } };
    expect(readHealthResponse(false, JSON.stringify(body))).toEqual(body);
  });

  it('treats an unreadable or foreign answer as a failed check', () => {
    expect(readHealthResponse(false, '<html>Bad Gateway</html>')).toBeNull();
    expect(readHealthResponse(true, '')).toBeNull();
    expect(readHealthResponse(true, '[1,2]')).toBeNull();
    expect(readHealthResponse(false, '{"message":"Internal Server Error"}')).toBeNull();
  });

  it('reads a healthy answer', () => {
    expect(readHealthResponse(true, JSON.stringify(healthy))).toEqual(healthy);
  });
});
