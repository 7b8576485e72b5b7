// helmet's headers, worked out once (issue 14): the policy we ask for, and the same set every time.
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it("answers helmet's headers for the policy, with HSTS only when asked", () => {
    const plain = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } }, strictTransportSecurity: false });
    expect(plain['Content-Security-Policy']).toContain("script-src 'self'");
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({})['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });
});
