import { describe, expect, it } from 'vitest';
import { newsletterEmailProblem } from './newsletter-email.ts';

describe('newsletter email rule (docs/product.md A5)', () => {
  it('asks for an address when the field is empty or blank', () => {
    for (const v of ['', '   ']) {
      expect(newsletterEmailProblem(v)).toEqual({ title: 'Email Required', description: 'Please enter your email address' });
    }
  });
  it('refuses anything not of the shape x@y.z', () => {
    for (const v of ['jane', 'jane@', 'jane@example', '@example.com', 'ja ne@example.com', 'jane@exa mple.com']) {
      expect(newsletterEmailProblem(v)).toEqual({ title: 'Invalid Email', description: 'Please enter a valid email address' });
    }
  });
  it('accepts x@y.z, trimmed', () => {
    expect(newsletterEmailProblem('jane@example.com')).toBeNull();
    expect(newsletterEmailProblem('  a@b.co ')).toBeNull();
  });
});
