/** Builds an unsigned JWT with the given claims; enough for code that only decodes. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A token for user 7 of organization 2 expiring `secondsFromNow` after `now`. */
export function tokenExpiringIn(secondsFromNow: number, now = Date.now()): string {
  return fakeJwt({
    userId: 7,
    organizationId: 2,
    sid: 'session',
    exp: Math.floor(now / 1000) + secondsFromNow,
  });
}
