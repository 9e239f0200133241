import type { Redis } from 'ioredis';

/** A count in a fixed window: how many hits the key has had, and when its window ends. */
type RateCount = { count: number; resetInMs: number };

/**
 * Atomic counters for rate limits. `hit` adds one and returns the new count in the same step,
 * so parallel requests each see a different number and no more than `max` can pass, however
 * many arrive at once (a read-then-write would let a burst slip through between the two).
 * `refund` takes one back, for rules that count only failures.
 */
export type RateCounters = {
  hit: (key: string, windowMs: number) => Promise<RateCount>;
  refund: (key: string) => Promise<void>;
};

/** A limit of the shared RATE_LIMITS table: `max` hits per `windowMs`. */
export type RateRule = { max: number; windowMs: number };

/** One rule over one kind of key (an address, an account, a buyer), named so keys never collide. */
export type Limiter = {
  rule: RateRule;
  /** Counts one hit for the key; undefined when the counters cannot be reached. */
  hit: (key: string) => Promise<RateCount | undefined>;
  refund: (key: string) => Promise<void>;
};

/** Past this many keys, expired windows are swept on the next hit, so memory stays bounded. */
const SWEEP_AT_KEYS = 50_000;

/** One process's counters, for a single instance without REDIS_URL. */
export function createMemoryCounters(now: () => number = Date.now): RateCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = () => {
    const time = now();
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const time = now();
      if (windows.size >= SWEEP_AT_KEYS) sweep();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - time };
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.count > 0 && window.endsAt > now()) window.count -= 1;
    },
  };
}

// INCR and the window's expiry in one script: Redis runs a script alone, so two instances
// hitting one key can neither both read the same count nor leave a key without an expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters every instance shares through REDIS_URL. */
export function createRedisCounters(redis: Redis, prefix: string): RateCounters {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async refund(key) {
      await redis.eval(REFUND, 1, prefix + key);
    },
  };
}
