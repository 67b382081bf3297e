import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
  /** the app the token was issued to */
  appId: string;
  /** seconds since epoch; 0 = never */
  expiresAt?: number;
  valid?: boolean;
}

/** A stand-in for the Graph API: debug_token (checks the app credentials) and /me, keyed by user token. */
export interface FakeFacebookGraph {
  url: string;
  users: Map<string, FakeFacebookUser>;
  /** every app access token debug_token was called with */
  appTokensSeen: string[];
  close(): Promise<void>;
}

export async function startFacebookGraph(app: {
  appId: string;
  appSecret: string;
}): Promise<FakeFacebookGraph> {
  const users = new Map<string, FakeFacebookUser>();
  const appTokensSeen: string[] = [];
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/debug_token') {
      const appToken = url.searchParams.get('access_token') ?? '';
      appTokensSeen.push(appToken);
      if (appToken !== `${app.appId}|${app.appSecret}`)
        return send(res, 400, { error: { message: 'Invalid OAuth access token' } });
      const user = users.get(url.searchParams.get('input_token') ?? '');
      if (!user) return send(res, 200, { data: { is_valid: false } });
      return send(res, 200, {
        data: {
          app_id: user.appId,
          is_valid: user.valid ?? true,
          user_id: user.id,
          expires_at: user.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
        },
      });
    }
    if (url.pathname === '/me') {
      const user = users.get(url.searchParams.get('access_token') ?? '');
      if (!user) return send(res, 400, { error: { message: 'Invalid OAuth access token' } });
      return send(res, 200, {
        id: user.id,
        name: user.name,
        ...(user.email ? { email: user.email } : {}),
        picture: { data: { url: `https://example.com/${user.id}.png` } },
      });
    }
    return send(res, 404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    users,
    appTokensSeen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
