/**
 * The Lua scripts behind LoginThrottle. Each runs atomically in Redis, so the
 * decision for an attempt and its reservation are one step: no other attempt can
 * be checked in between.
 */

/**
 * KEYS: failures (account, client), lock (account, client), account failures,
 * account turn, IP failures, IP turn.
 * ARGV: trusted (1/0), lock maxFailures, windowMs, lockMs, account maxFailures,
 * windowMs, slowMs, IP maxFailures, windowMs, slowMs.
 * Returns {'ok', reserved count} or {'locked' | 'slowed', remaining ms}.
 */
export const reserveScript = `
local lockLeft = redis.call('PTTL', KEYS[2])
if lockLeft > 0 then return {'locked', lockLeft} end

-- Unknown clients past a slow-down limit wait for their turn; nothing is changed yet,
-- so a refused attempt uses up neither a turn nor a reservation.
local trusted = ARGV[1] == '1'
local accountSlowed = not trusted and tonumber(redis.call('GET', KEYS[3]) or '0') >= tonumber(ARGV[5])
local ipSlowed = not trusted and tonumber(redis.call('GET', KEYS[5]) or '0') >= tonumber(ARGV[8])
local wait = 0
if accountSlowed then wait = math.max(wait, redis.call('PTTL', KEYS[4])) end
if ipSlowed then wait = math.max(wait, redis.call('PTTL', KEYS[6])) end
if wait > 0 then return {'slowed', wait} end

-- The window starts with the first failure; past the limit the pair is locked and
-- counts afresh once the lock is over.
local reserved = redis.call('INCR', KEYS[1])
if reserved == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if reserved > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[4])
  redis.call('DEL', KEYS[1])
  return {'locked', tonumber(ARGV[4])}
end

if not trusted then
  if accountSlowed then redis.call('SET', KEYS[4], '1', 'PX', ARGV[7]) end
  if ipSlowed then redis.call('SET', KEYS[6], '1', 'PX', ARGV[10]) end
  -- Slow-down windows slide: an attack that goes on keeps them in force.
  redis.call('INCR', KEYS[3])
  redis.call('PEXPIRE', KEYS[3], ARGV[6])
  redis.call('INCR', KEYS[5])
  redis.call('PEXPIRE', KEYS[5], ARGV[9])
end
return {'ok', reserved}
`;

/**
 * The last allowed failure of a pair: lock it now (unless an overflowing
 * reservation already did) and let it count afresh afterwards.
 * KEYS: failures, lock. ARGV: lockMs.
 */
export const failureScript = `
if redis.call('SET', KEYS[2], '1', 'PX', ARGV[1], 'NX') then redis.call('DEL', KEYS[1]) end
return 1
`;

/**
 * A sign-in: the pair's failures are forgiven; an unknown client's reservation in
 * the slow-down counts is given back, other clients' failures stay counted.
 * KEYS: failures, account failures, IP failures. ARGV: trusted (1/0).
 */
export const successScript = `
redis.call('DEL', KEYS[1])
if ARGV[1] ~= '1' then
  for i = 2, 3 do
    if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
  end
end
return 1
`;
