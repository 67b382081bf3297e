import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index';
import { ShopModel } from '../../server/models/shop.model';
import { TEST_JWT_SECRET } from './helpers';

/** server/index.ts end to end: database, seed-when-empty, catalog, one port for API and Socket.IO, graceful close. */
describe('startServer', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-server-test-'));
  let running: RunningServer | undefined;

  afterAll(async () => {
    await running?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty database, serves the API and sockets on one port, and shuts down gracefully', async () => {
    const dbName = 'api_server';
    const admin = await mongoose.createConnection(inject('mongoUri'), { dbName }).asPromise();
    await admin.dropDatabase();
    await admin.close();

    running = await startServer({
      env: {
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        MONGODB_URI: inject('mongoUri'),
      },
      dbName,
      banner: false,
    });
    expect(running.db.embedded).toBe(false);
    expect(await ShopModel.countDocuments()).toBeGreaterThanOrEqual(60);

    const health = await fetch(`${running.url}/api/health`);
    expect(health.status).toBe(200);
    const featured = (await (await fetch(`${running.url}/api/shops/featured?limit=3`)).json()) as {
      data: { shops: unknown[] };
    };
    expect(featured.data.shops).toHaveLength(3);

    const socket = connect(running.url, { transports: ['websocket'], reconnection: false });
    await new Promise((resolve) => socket.once('session', resolve));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    await running.close();
    expect(await disconnected).toMatch(/server|transport/);
    expect(running.server.listening).toBe(false);
    expect(mongoose.connection.readyState).toBe(mongoose.ConnectionStates.disconnected);
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    running = undefined;
  });
});
