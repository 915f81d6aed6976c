import { PRODUCTION_HASH_LIMITS } from './auth/hashQueue';

/*
 * libuv's thread pool reads files (every page and asset), looks up host names and renders images;
 * password hashes run there too, at most PRODUCTION_HASH_LIMITS.running at once. Four threads
 * beyond those keep the rest moving whatever hashing does (the default pool has four in all).
 *
 * libuv reads the size once, when the pool runs its first task. This module is main.ts's first
 * import: CommonJS reads modules synchronously, so nothing has used the pool yet. An ES module
 * entry cannot do it (its loader reads files on the pool): scripts/start.mjs runs main.js in a
 * process of its own for that. A size set in the environment is kept.
 */
const BESIDES_HASHES = 4;

process.env.UV_THREADPOOL_SIZE ||= String(PRODUCTION_HASH_LIMITS.running + BESIDES_HASHES);
