// Where the request limits of api/lib/rate-limits.ts are counted. With REDIS_URL the counters
// are in Redis, so N API instances enforce a limit once, not N times; without it, in this
// process's memory. A Redis that cannot be reached never fails or stalls a request: each
// instance counts in its own memory (the limit still holds, per instance) and says so once,
// until Redis answers again (docs/decisions/0019-limits-in-redis.md).
import type { FastifyBaseLogger } from "fastify";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";

type Store = FastifyRateLimitStore;
type Counted = { current: number; ttl: number };
type RouteOptions = Parameters<Store["child"]>[0];
/** What the plugin passes to a store's constructor (its global parameters). */
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

const KEY_PREFIX = "brandtool:rl:";

/** Says once that Redis is gone and once that it is back, however many requests fail between. */
class RedisLink {
  private reachable = true;
  constructor(private readonly log: FastifyBaseLogger) {}

  down(err: Error) {
    if (!this.reachable) return;
    this.reachable = false;
    this.log.warn({ err }, "Redis cannot be reached: request limits are counted per API instance until it answers again");
  }

  up() {
    if (this.reachable) return;
    this.reachable = true;
    this.log.info("Redis answers again: request limits are shared by every API instance");
  }
}

/** Counts in Redis, and in memory for as long as Redis fails. */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly link: RedisLink,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) {
          this.link.up();
          return callback(null, result);
        }
        this.link.down(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions) {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.link);
  }
}

export type LimitCounters = {
  /** The plugin's `store` option: undefined for its own in-memory store. */
  store: FastifyRateLimitStoreCtor | undefined;
  close(): void;
};

/** Resolves once the client is ready or has failed to be, within two seconds whatever happens. */
function firstAttempt(redis: Redis) {
  return new Promise<void>((settle) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      redis.off("error", done);
      settle();
    };
    const timer = setTimeout(done, 2000);
    redis.on("ready", done);
    redis.on("error", done);
  });
}

export async function createLimitCounters(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<LimitCounters> {
  if (!redisUrl) return { store: undefined, close: () => {} };
  // A disconnected client refuses commands at once (no offline queue) and a hung one within a
  // second, so a request never waits for Redis; it reconnects in the background, forever.
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  const link = new RedisLink(log);
  // Without a listener ioredis prints every failed reconnection to the console.
  redis.on("error", (err: Error) => link.down(err));
  redis.on("ready", () => link.up());
  class SharedStore extends FallbackStore {
    constructor(options: StoreOptions) {
      const { continueExceeding, exponentialBackoff } = options;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, KEY_PREFIX), new LocalStore(continueExceeding, exponentialBackoff), link);
    }
  }
  // The first requests would otherwise be counted in memory while the client connects.
  await firstAttempt(redis);
  return { store: SharedStore, close: () => redis.disconnect() };
}
