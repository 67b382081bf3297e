import type { Express } from 'express';
import type { TestApp } from '../helpers';

/** One route as Express serves it: the method in capitals and the full path with its `:params`. */
export interface RouteEntry {
  method: string;
  path: string;
}

interface StackLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
  rawPath?: unknown;
}

function walk(stack: StackLayer[], prefix: string, out: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        const full = `${prefix}${path === '/' ? '' : path}` || '/';
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method: method.toUpperCase(), path: full });
        }
      }
    } else if (layer.handle?.stack && typeof layer.rawPath === 'string') {
      // a mounted router (`api.use('/shops', router)`): its routes sit under the mount path
      walk(layer.handle.stack, `${prefix}${layer.rawPath === '/' ? '' : layer.rawPath}`, out);
    }
  }
}

/**
 * Every route of the running app, read from Express's own router stack rather than from a list kept by hand,
 * so a route added later is covered by the tests that walk this table without anyone remembering to list it.
 */
export function routeTable(app: TestApp): RouteEntry[] {
  const express = app.server.listeners('request')[0] as Express & {
    router: { stack: StackLayer[] };
  };
  const out: RouteEntry[] = [];
  walk(express.router.stack, '', out);
  const seen = new Set<string>();
  return out.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const apiRoutes = (app: TestApp): RouteEntry[] =>
  routeTable(app).filter((route) => route.path.startsWith('/api/'));

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const routeKey = (route: RouteEntry): string => `${route.method} ${route.path}`;
