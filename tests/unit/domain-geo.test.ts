import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  haversineKm,
  isValidLatitude,
  isValidLongitude,
  roundKm,
} from '../../src/domain/geo';

const ROME = { latitude: 41.9028, longitude: 12.4964 };
const MILAN = { latitude: 45.4642, longitude: 9.19 };

describe('geo', () => {
  it('Rome → Milan is about 477 km (haversine, R = 6371 km)', () => {
    const km = haversineKm(ROME, MILAN);
    expect(km).toBeGreaterThan(476);
    expect(km).toBeLessThan(478);
    expect(haversineKm(MILAN, ROME)).toBeCloseTo(km, 9);
  });

  it('is zero for the same point and small distances are right', () => {
    expect(haversineKm(ROME, ROME)).toBe(0);
    // one thousandth of a degree of latitude ≈ 111 m
    expect(haversineKm(ROME, { ...ROME, latitude: ROME.latitude + 0.001 })).toBeCloseTo(0.1112, 3);
  });

  it('rounds to 10 m', () => {
    expect(roundKm(1.23456)).toBe(1.23);
    expect(roundKm(0.005)).toBe(0.01);
  });

  it('validates coordinates', () => {
    expect(isValidLatitude(90)).toBe(true);
    expect(isValidLatitude(91)).toBe(false);
    expect(isValidLatitude(Number.NaN)).toBe(false);
    expect(isValidLongitude(-180)).toBe(true);
    expect(isValidLongitude(180.1)).toBe(false);
  });

  it('a bounding box holds every point within the radius', () => {
    const box = boundingBox(ROME, 5);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const point = {
        latitude: ROME.latitude + (4.99 / 111.195) * Math.cos(rad),
        longitude:
          ROME.longitude +
          (4.99 / (111.195 * Math.cos((ROME.latitude * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(haversineKm(ROME, point)).toBeLessThan(5.01);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });
});
