import type { SERVICE_MENUS, ServiceMenuId } from '@/domain/constants';

export type ServiceMenuServiceKey = (typeof SERVICE_MENUS)[ServiceMenuId][number];

export interface ServiceMegaMenuLabels {
  /** Accessible name of the navigation landmark, e.g. "Services". */
  nav: string;
  /** Trigger text per category (hairServices, nailServices, bodyServices, faceServices). */
  categories: Record<ServiceMenuId, string>;
  /** Item text per service key (services.mensHaircut …). */
  services: Record<ServiceMenuServiceKey, string>;
}
