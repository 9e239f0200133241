import { categoryIds, knownTown } from '@fundi/shared';
import { describe, it, expect } from 'vitest';
import {
  allDemoBuyers,
  allDemoSellers,
  DEMO_PASSWORD,
  demoAccounts,
  demoBuyers,
  demoReviews,
  demoSellers,
} from './index';

const PHONE = /^\+254(7|1)\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const duplicates = (values: string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i);

const people = [...allDemoSellers, ...allDemoBuyers];

describe('demo catalogue', () => {
  it('has at least 3 sellers in every one of the 16 categories', () => {
    expect(categoryIds).toHaveLength(16);
    for (const category of categoryIds) {
      const sellers = demoSellers.filter((s) => s.offerings.some((o) => o.category === category));
      expect(sellers.length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('only uses known categories', () => {
    const known = new Set<string>(categoryIds);
    for (const s of allDemoSellers) for (const o of s.offerings) expect(known.has(o.category), `${s.key}: ${o.category}`).toBe(true);
  });

  it('has unique, well-formed keys, emails and phones across sellers and buyers', () => {
    expect(duplicates(people.map((p) => p.key))).toEqual([]);
    expect(duplicates(people.map((p) => p.email.toLowerCase()))).toEqual([]);
    expect(duplicates(people.map((p) => p.phone))).toEqual([]);
    for (const p of people) {
      expect(p.key, p.key).toMatch(KEY);
      expect(p.phone, p.key).toMatch(PHONE);
      expect(p.email, p.key).toMatch(EMAIL);
      expect(p.email.endsWith('@example.co.ke') || p.email.endsWith('@example.com') || p.email.endsWith('@fundi.test'), p.email).toBe(true);
      expect(p.name.trim().length, p.key).toBeGreaterThan(0);
      expect(p.town.trim().length, p.key).toBeGreaterThan(0);
      expect(p.area.trim().length, p.key).toBeGreaterThan(0);
      // Towns from the places list, as the search's town filter spells them.
      expect(knownTown(p.town), p.key).toBe(p.town);
      for (const town of (p as { townsServed?: string[] }).townsServed ?? []) expect(knownTown(town), `${p.key}: ${town}`).toBe(town);
    }
  });

  it('gives every seller a bio and well-formed offerings with unique titles', () => {
    for (const s of allDemoSellers) {
      expect(s.bio.trim().length, s.key).toBeGreaterThan(0);
      expect(s.offerings.length, s.key).toBeGreaterThanOrEqual(1);
      expect(duplicates(s.offerings.map((o) => o.title)), s.key).toEqual([]);
      for (const o of s.offerings) {
        expect(Number.isInteger(o.priceKsh) && o.priceKsh > 0, `${s.key}: ${o.title}`).toBe(true);
        expect(Number.isInteger(o.experienceYears), `${s.key}: ${o.title}`).toBe(true);
        expect(o.experienceYears).toBeGreaterThanOrEqual(1);
        expect(o.experienceYears).toBeLessThanOrEqual(25);
        expect(o.title.trim().length).toBeGreaterThan(0);
        expect(o.description.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('has about 50 sellers and about 12 buyers', () => {
    expect(demoSellers.length).toBeGreaterThanOrEqual(48);
    expect(demoBuyers.length).toBeGreaterThanOrEqual(10);
  });
});

describe('demo reviews', () => {
  const sellersByKey = new Map(allDemoSellers.map((s) => [s.key, s]));
  const buyerKeys = new Set(allDemoBuyers.map((b) => b.key));

  it('reference an existing seller, one of its offerings and an existing buyer', () => {
    expect(demoReviews.length).toBeGreaterThan(0);
    for (const r of demoReviews) {
      const seller = sellersByKey.get(r.sellerKey);
      expect(seller, r.sellerKey).toBeDefined();
      expect(seller?.offerings.some((o) => o.title === r.offeringTitle), `${r.sellerKey}: ${r.offeringTitle}`).toBe(true);
      expect(buyerKeys.has(r.buyerKey), r.buyerKey).toBe(true);
      expect(r.buyerKey).not.toBe(r.sellerKey);
    }
  });

  it('has no duplicate (buyer, seller, offering) review', () => {
    expect(duplicates(demoReviews.map((r) => `${r.buyerKey}|${r.sellerKey}|${r.offeringTitle}`))).toEqual([]);
  });

  it('has integer ratings 1..5, short comments and daysAgo within 2..300', () => {
    for (const r of demoReviews) {
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(Number.isInteger(r.daysAgo) && r.daysAgo >= 2 && r.daysAgo <= 300).toBe(true);
      if (r.comment !== null) {
        expect(r.comment.trim().length).toBeGreaterThan(0);
        expect(r.comment.length).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('leaves a few sellers without reviews and gives the demo seller some', () => {
    const reviewed = new Set(demoReviews.map((r) => r.sellerKey));
    const unreviewed = demoSellers.filter((s) => !reviewed.has(s.key));
    expect(unreviewed.length).toBeGreaterThan(0);
    expect(unreviewed.length).toBeLessThan(demoSellers.length / 4);
    expect(reviewed.has('demo-seller')).toBe(true);
  });
});

describe('demo accounts', () => {
  it('lists the documented demo buyer and demo seller', () => {
    expect(demoAccounts).toHaveLength(2);
    const buyer = demoAccounts.find((a) => a.key === 'demo-buyer');
    const seller = demoAccounts.find((a) => a.key === 'demo-seller');
    expect(buyer).toMatchObject({ role: 'buyer', name: 'Amina Wanjiru', email: 'buyer@fundi.test' });
    expect(seller).toMatchObject({ role: 'both', name: 'Joseph Otieno', email: 'seller@fundi.test', town: 'Nairobi', area: 'South B' });
    expect(seller && 'offerings' in seller ? seller.offerings.map((o) => o.category) : []).toEqual(['plumbing', 'plumbing']);
  });

  it('uses a demo password that passes the strength rules', () => {
    expect(DEMO_PASSWORD).toBe('Fundi#2026');
    expect(DEMO_PASSWORD.length).toBeGreaterThan(8);
    expect(DEMO_PASSWORD).toMatch(/[A-Z]/);
    expect(DEMO_PASSWORD).toMatch(/[a-z]/);
    expect(DEMO_PASSWORD).toMatch(/\d/);
    expect(DEMO_PASSWORD).toMatch(/[^A-Za-z0-9]/);
  });
});
