import type { BusinessType } from '../../../src/domain/shop';
import type { SERVICE_CATEGORIES } from '../../models/service.model';
import { BEAUTY_SERVICES } from './service-templates-beauty';
import { BODY_SERVICES } from './service-templates-body';
import { HAIR_SERVICES } from './service-templates-hair';

/**
 * The service menu each kind of shop offers in the demo data: names and descriptions in English and Italian,
 * durations and prices in cents.
 */

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export interface ServiceTemplate {
  name: string;
  key: string | null;
  category: ServiceCategory;
  minutes: number;
  /** base price in cents */
  cents: number;
  description: string;
  includes?: string[];
  requirements?: string[];
  /** the same texts in Italian, written for Italian clients rather than translated word for word */
  it: { name: string; description: string; includes?: string[]; requirements?: string[] };
}

export const SERVICES: Record<BusinessType, ServiceTemplate[]> = {
  ...HAIR_SERVICES,
  ...BODY_SERVICES,
  ...BEAUTY_SERVICES,
};
