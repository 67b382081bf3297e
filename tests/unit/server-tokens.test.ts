import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  createTokenService,
  InvalidTokenError,
} from '../../server/modules/auth/tokens';

const secret = 'unit-test-secret-0123456789-0123456789';

describe('access tokens', () => {
  it('issues a token that verifies, with the role and expiry', async () => {
    const tokens = createTokenService({ secret, ttlSeconds: 900 });
    const { token, expiresAt } = await tokens.issueAccessToken({
      id: 'user-1',
      role: 'shop',
      sessionId: 'session-1',
    });
    const claims = await tokens.verifyAccessToken(token);
    expect(claims).toMatchObject({ userId: 'user-1', role: 'shop', sessionId: 'session-1' });
    expect(claims.expiresAt * 1000).toBe(expiresAt.getTime());
  });

  it('rejects expired tokens, other secrets and tampering', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const tokens = createTokenService({ secret, ttlSeconds: 900, now: () => now });
    const { token } = await tokens.issueAccessToken({
      id: 'user-1',
      role: 'customer',
      sessionId: 'session-1',
    });
    now = new Date('2026-01-01T10:16:00Z');
    await expect(tokens.verifyAccessToken(token)).rejects.toBeInstanceOf(InvalidTokenError);
    now = new Date('2026-01-01T10:05:00Z');
    await expect(tokens.verifyAccessToken(token)).resolves.toMatchObject({ userId: 'user-1' });

    const other = createTokenService({
      secret: `${secret}-other`,
      ttlSeconds: 900,
      now: () => now,
    });
    await expect(other.verifyAccessToken(token)).rejects.toBeInstanceOf(InvalidTokenError);

    const [header, payload, signature] = token.split('.');
    const elevated = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        role: 'admin',
      }),
    ).toString('base64url');
    await expect(
      tokens.verifyAccessToken(`${header}.${elevated}.${signature}`),
    ).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifyAccessToken('')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('a token verified once is still refused once it expires (verified tokens are kept in memory)', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const tokens = createTokenService({ secret, ttlSeconds: 900, now: () => now });
    const { token } = await tokens.issueAccessToken({
      id: 'user-1',
      role: 'customer',
      sessionId: 'session-1',
    });
    await expect(tokens.verifyAccessToken(token)).resolves.toMatchObject({ userId: 'user-1' });
    now = new Date('2026-01-01T10:15:04Z'); // inside the 5 s clock tolerance
    await expect(tokens.verifyAccessToken(token)).resolves.toMatchObject({ userId: 'user-1' });
    now = new Date('2026-01-01T10:15:05Z');
    await expect(tokens.verifyAccessToken(token)).rejects.toBeInstanceOf(InvalidTokenError);
    // a caller changing the claims it was given does not change what the next request gets
    now = new Date('2026-01-01T10:01:00Z');
    const claims = await tokens.verifyAccessToken(token);
    claims.role = 'admin';
    await expect(tokens.verifyAccessToken(token)).resolves.toMatchObject({ role: 'customer' });
  });

  it('never outlives its session: exp is capped at notAfter', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const tokens = createTokenService({ secret, ttlSeconds: 900, now: () => now });
    const notAfter = new Date('2026-01-01T10:05:00Z');
    const { token, expiresAt } = await tokens.issueAccessToken({
      id: 'user-1',
      role: 'customer',
      sessionId: 'session-1',
      notAfter,
    });
    expect(expiresAt).toEqual(notAfter);
    expect((await tokens.verifyAccessToken(token)).expiresAt).toBe(notAfter.getTime() / 1000);
  });

  it('refuses a token without a session id (sid)', async () => {
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ role: 'customer', use: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setAudience('orabella')
      .setIssuer('orabella-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    const tokens = createTokenService({ secret, ttlSeconds: 900 });
    await expect(tokens.verifyAccessToken(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('reads Bearer headers', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   x')).toBe('x');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
