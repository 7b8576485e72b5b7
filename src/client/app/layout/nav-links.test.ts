import { describe, expect, it } from 'vitest';
import { desktopAccountLinks, mobileAccountLinks } from './nav-links.ts';

const labels = (links: Array<{ label: string; to: string }>) => links.map((l) => `${l.label} ${l.to}`);

describe('account links', () => {
  it('gives a shopper Profile and Orders only', () => {
    const shopper = { id: 3, isSeller: false, isAdmin: false };
    expect(labels(desktopAccountLinks(shopper))).toEqual(['Profile /profile', 'Buyer Orders /orders']);
    expect(labels(mobileAccountLinks(shopper))).toEqual(['Profile /profile', 'Orders /orders']);
  });

  it('adds the seller entries for sellers', () => {
    const seller = { id: 2, isSeller: true, isAdmin: false };
    expect(labels(desktopAccountLinks(seller))).toContain('Seller Dashboard /seller/dashboard');
    expect(labels(mobileAccountLinks(seller))).toContain('Seller Returns /seller/returns');
    expect(labels(desktopAccountLinks(seller))).not.toContain('Newsletter Admin /admin/newsletter');
  });

  it('shows Newsletter Admin to the administrator only', () => {
    const admin = { id: 1, isSeller: false, isAdmin: true };
    expect(labels(desktopAccountLinks(admin))).toContain('Newsletter Admin /admin/newsletter');
    expect(labels(mobileAccountLinks(admin))).toContain('Newsletter Admin /admin/newsletter');
    expect(labels(desktopAccountLinks({ id: 11, isSeller: true, isAdmin: false }))).not.toContain('Newsletter Admin /admin/newsletter');
  });

  it('shows Review Listings to the administrator only', () => {
    const admin = { id: 1, isSeller: false, isAdmin: true };
    expect(labels(desktopAccountLinks(admin))).toContain('Review Listings /admin/listings');
    expect(labels(mobileAccountLinks(admin))).toContain('Review Listings /admin/listings');
    expect(labels(mobileAccountLinks({ id: 2, isSeller: true, isAdmin: false }))).not.toContain('Review Listings /admin/listings');
  });

  it('shows Mail Outbox to the administrator only, in both menus (issue 24)', () => {
    const admin = { id: 1, isSeller: false, isAdmin: true };
    expect(labels(desktopAccountLinks(admin))).toContain('Mail Outbox /admin/outbox');
    expect(labels(mobileAccountLinks(admin))).toContain('Mail Outbox /admin/outbox');
    expect(labels(desktopAccountLinks({ id: 2, isSeller: true, isAdmin: false }))).not.toContain('Mail Outbox /admin/outbox');
    expect(labels(mobileAccountLinks({ id: 3, isSeller: false, isAdmin: false }))).not.toContain('Mail Outbox /admin/outbox');
  });

  it('shows Payouts to sellers and Ledger to the administrator, in both menus (issue 27)', () => {
    const seller = { id: 2, isSeller: true, isAdmin: false };
    const admin = { id: 1, isSeller: false, isAdmin: true };
    expect(labels(desktopAccountLinks(seller))).toContain('Payouts /seller/payouts');
    expect(labels(mobileAccountLinks(seller))).toContain('Payouts /seller/payouts');
    expect(labels(desktopAccountLinks(seller))).not.toContain('Ledger /admin/ledger');
    expect(labels(desktopAccountLinks(admin))).toContain('Ledger /admin/ledger');
    expect(labels(mobileAccountLinks(admin))).toContain('Ledger /admin/ledger');
    expect(labels(mobileAccountLinks(admin))).not.toContain('Payouts /seller/payouts');
    expect(labels(desktopAccountLinks({ id: 3, isSeller: false, isAdmin: false }))).not.toContain('Payouts /seller/payouts');
  });

  it("gives the administrator Ship Orders, the seller dashboard of the platform's own stock, once", () => {
    for (const admin of [
      { id: 1, isSeller: false, isAdmin: true },
      { id: 1, isSeller: true, isAdmin: true },
    ]) {
      const desktop = labels(desktopAccountLinks(admin));
      expect(desktop).toContain('Ship Orders /seller/dashboard');
      expect(desktop.filter((l) => l.endsWith('/seller/dashboard'))).toHaveLength(1);
      expect(labels(mobileAccountLinks(admin))).toContain('Ship Orders /seller/dashboard');
    }
    expect(labels(desktopAccountLinks({ id: 2, isSeller: true, isAdmin: false }))).not.toContain('Ship Orders /seller/dashboard');
    expect(labels(mobileAccountLinks({ id: 3, isSeller: false, isAdmin: false }))).not.toContain('Ship Orders /seller/dashboard');
  });
});
