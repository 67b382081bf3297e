import { createContext, useContext } from 'react';
import type { RouteMeta } from '@/domain/route-guard';

/** What every route declares in its `handle`: guard rules and page metadata (message ids). */
export interface AppRouteHandle {
  meta: RouteMeta;
  titleKey: string;
  descriptionKey?: string;
}

export function isAppRouteHandle(value: unknown): value is AppRouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value && 'titleKey' in value;
}

/** The deepest matched route's handle, provided by <AppRoutes> for the guard and page metadata. */
export const RouteHandleContext = createContext<AppRouteHandle | null>(null);

export function useRouteHandle(): AppRouteHandle | null {
  return useContext(RouteHandleContext);
}
