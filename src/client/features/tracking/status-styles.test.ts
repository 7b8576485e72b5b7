import { describe, expect, it } from 'vitest';
import { TRACKING_STATUSES } from '#shared/schemas/tracking.ts';
import { statusStyle } from './status-styles.ts';

describe('statusStyle', () => {
  it('gives each of the fourteen statuses its own colour, icon and name', () => {
    const looks = TRACKING_STATUSES.map(statusStyle);
    for (const part of ['iconClass', 'borderClass', 'label'] as const) expect(new Set(looks.map((l) => l[part])).size).toBe(14);
    expect(new Set(looks.map((l) => l.icon)).size).toBe(14);
  });

  it('gives any other value a neutral style, unlike all of them', () => {
    const neutral = statusStyle('SOMETHING_NEW');
    expect(neutral.label).toBe('Something New');
    for (const status of TRACKING_STATUSES) {
      expect(statusStyle(status).iconClass).not.toBe(neutral.iconClass);
      expect(statusStyle(status).icon).not.toBe(neutral.icon);
    }
    expect(statusStyle('').label).toBe('Unknown');
  });
});
