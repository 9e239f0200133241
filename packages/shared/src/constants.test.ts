import { describe, expect, it } from 'vitest';
import {
  CACHE_TTL_MS,
  DASHBOARD_PREVIEW_COUNT,
  DELETION_CONFIRM_WORD,
  MESSAGE_DISPLAY_MS,
  REDIRECT_DELAY_MS,
  SESSION_LIFETIME_MS,
  SLIDESHOW_TIMING_MS,
  SUPPORT,
  UNREAD_COUNT_TIMING_MS,
  UPLOAD_MAX_BYTES,
  USER_REFRESH_THROTTLE_MS,
} from './constants';

// Spot checks that the unit conversions say what docs/product.md §9 and docs/decisions say.
describe('constants', () => {
  it('converts the spec’s minutes and seconds to milliseconds', () => {
    expect(CACHE_TTL_MS).toEqual({ services: 300_000, userServices: 300_000, profile: 120_000 });
    expect(USER_REFRESH_THROTTLE_MS).toBe(5000);
    expect(UNREAD_COUNT_TIMING_MS).toEqual({ cacheWindow: 30_000, debounce: 300 });
    expect(SLIDESHOW_TIMING_MS).toEqual({ interval: 5000, fade: 1000 });
    expect(REDIRECT_DELAY_MS.becomeSeller).toBe(1500);
    expect(MESSAGE_DISPLAY_MS.formErrorToast).toBe(1000);
  });

  it('holds the session lifetimes of docs/decisions/0007-sessions-and-refresh-tokens.md', () => {
    expect(SESSION_LIFETIME_MS).toEqual({
      accessToken: 15 * 60_000,
      refreshToken: 24 * 3_600_000,
      rememberMeRefreshToken: 30 * 24 * 3_600_000,
      resetLink: 3_600_000,
    });
  });

  it('holds the remaining limits', () => {
    expect(DASHBOARD_PREVIEW_COUNT).toEqual({ services: 4, newOrders: 4, buyerOrders: 4, history: 5 });
    expect(UPLOAD_MAX_BYTES).toBe(5_242_880);
    expect(DELETION_CONFIRM_WORD).toBe('DELETE');
    expect(SUPPORT).toEqual({ city: 'Nairobi' });
  });
});
