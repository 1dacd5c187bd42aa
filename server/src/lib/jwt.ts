import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso, randomToken } from './crypto';

const ALG = 'ES256';
const ISSUER = 'operations-console/identity';
const AUDIENCE = 'operations-console';
const KID = 'primary';
/** Verified tokens remembered per instance; past this many, the oldest is forgotten. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface AccessClaims {
  userId: number;
  organizationId: number;
  sid: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims, ttlSeconds: number): Promise<string>;
  /** Verifies signature, algorithm, issuer, audience and expiry; null when any fails. */
  verify(token: string): Promise<AccessClaims | null>;
}

/**
 * The signing key is made on first start and kept in the database, so every instance
 * behind a load balancer signs and verifies with the same key.
 */
export async function loadSigner(db: Kysely<DB>): Promise<TokenSigner> {
  let row = await db
    .selectFrom('signing_keys')
    .selectAll()
    .where('kid', '=', KID)
    .executeTakeFirst();
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    await db
      .insertInto('signing_keys')
      .values({
        kid: KID,
        alg: ALG,
        private_jwk: JSON.stringify(await exportJWK(privateKey)),
        public_jwk: JSON.stringify(await exportJWK(publicKey)),
        created: nowIso(),
      })
      .onConflict((oc) => oc.column('kid').doNothing())
      .execute();
    // Another instance may have won the race: use whichever key was stored.
    row = await db
      .selectFrom('signing_keys')
      .selectAll()
      .where('kid', '=', KID)
      .executeTakeFirstOrThrow();
  }
  const privateKey = (await importJWK(JSON.parse(row.private_jwk) as JWK, ALG)) as CryptoKey;
  const publicKey = (await importJWK(JSON.parse(row.public_jwk) as JWK, ALG)) as CryptoKey;

  // A token whose signature and claims were verified once is remembered by its exact
  // text, with its expiry: the same text again needs no second ECDSA verification (the
  // costliest part of an authenticated call). Only verified tokens are kept, so a flood
  // of forged ones cannot fill it; expiry is checked on every use, and the session behind
  // the token is still read on every call.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      verified.delete(verified.keys().next().value as string);
    }
    verified.set(token, { claims, expiresAt });
  };

  return {
    async sign(claims, ttlSeconds) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALG, kid: KID, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(randomToken(12))
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(privateKey);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // As jose decides expiry: whole seconds, no tolerance.
        if (known.expiresAt > Math.floor(Date.now() / 1000)) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const { userId, organizationId, sid, exp } = payload;
        if (
          typeof userId !== 'number' ||
          typeof organizationId !== 'number' ||
          typeof sid !== 'string' ||
          typeof exp !== 'number'
        ) {
          return null;
        }
        const claims = { userId, organizationId, sid };
        remember(token, claims, exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
