import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** A stand-in for Google's sign-in: serves its JWKS on 127.0.0.1 and signs ID tokens with RS256. */
export interface LocalOidcIssuer {
  issuer: string;
  jwksUrl: string;
  /** An ID token for `clientId`; claims override the defaults (valid, verified email, 5 minutes). */
  idToken(
    claims?: JWTPayload,
    options?: { key?: 'own' | 'foreign'; expiresIn?: string | number },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startOidcIssuer(clientId: string): Promise<LocalOidcIssuer> {
  const own = await generateKeyPair('RS256');
  // A key the JWKS does not publish, but announced under the same kid: a forged token.
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(own.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    if (req.url === '/certs') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer: base,
    jwksUrl: `${base}/certs`,
    async idToken(claims = {}, options = {}) {
      const key: CryptoKey = options.key === 'foreign' ? foreign.privateKey : own.privateKey;
      return new SignJWT({
        email: 'google.user@example.com',
        email_verified: true,
        name: 'Giulia Google',
        picture: 'https://example.com/giulia.png',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : base)
        .setAudience(claims.aud ?? clientId)
        .setSubject(typeof claims.sub === 'string' ? claims.sub : 'google-sub-1')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(key);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
