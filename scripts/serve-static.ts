/**
 * A tiny static file server for the built Storybook (playwright.config.ts, project "stories"):
 * `tsx scripts/serve-static.ts [dir]` serves dir (default storybook-static/) on 127.0.0.1 at a
 * free port chosen by the OS, and prints "serving <dir> on port <n>" so Playwright's webServer
 * `wait.stdout` can read the port. No dependencies: node:http + node:fs, GET and HEAD only.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const root = path.resolve(process.argv[2] ?? 'storybook-static');
if (!fs.existsSync(path.join(root, 'iframe.html'))) {
  console.error(`\n${root} has no iframe.html: run \`npm run build-storybook\` first.\n`);
  process.exit(1);
}

/** The file a URL path names, or null when it escapes the root or does not exist. */
function resolveFile(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return resolveFile(path.posix.join(urlPath, 'index.html'));
  return stat?.isFile() ? file : null;
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveFile(url.pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': fs.statSync(file).size,
    // The service worker (MSW) must be allowed to control the whole origin.
    'service-worker-allowed': '/',
  });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`serving ${path.relative(process.cwd(), root) || '.'} on port ${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
