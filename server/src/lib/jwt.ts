import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso, randomToken } from './crypto';

const ALG = 'ES256';
const ISSUER = 'operations-console/identity';
const AUDIENCE = 'operations-console';
const KID = 'primary';

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
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const { userId, organizationId, sid } = payload;
        if (
          typeof userId !== 'number' ||
          typeof organizationId !== 'number' ||
          typeof sid !== 'string'
        ) {
          return null;
        }
        return { userId, organizationId, sid };
      } catch {
        return null;
      }
    },
  };
}
