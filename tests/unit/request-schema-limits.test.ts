import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import * as admin from '../../src/domain/admin';
import * as auth from '../../src/domain/auth';
import * as booking from '../../src/domain/booking';
import * as favorites from '../../src/domain/favorites';
import * as geocoding from '../../src/domain/geocoding';
import * as managedShops from '../../src/domain/managed-shops';
import * as profile from '../../src/domain/profile';
import * as sales from '../../src/domain/sales-schema';
import * as search from '../../src/domain/search';
import * as shopQuery from '../../src/domain/shop-query';
import * as shopTeam from '../../src/domain/shop-team';
import * as shopProfile from '../../src/domain/shop-profile';
import * as shopServices from '../../src/domain/shop-services';
import * as shopHours from '../../src/domain/shop-hours';
import { declaredMax } from '../../server/http/validate';

/**
 * Every string and array field of every request schema in src/domain declares its own maximum (the server's
 * defaults only catch a field someone forgot; the form needs the real limit to say so). A schema added to one of
 * these modules is checked without being listed.
 */
const modules = {
  admin,
  auth,
  booking,
  favorites,
  geocoding,
  managedShops,
  profile,
  sales,
  search,
  shopQuery,
  shopProfile,
  shopServices,
  shopHours,
  shopTeam,
};

function unbounded(schema: yup.ObjectSchema<yup.AnyObject>, prefix: string): string[] {
  return Object.entries(schema.fields).flatMap(([name, field]) => {
    const path = `${prefix}.${name}`;
    const s = field as yup.Schema;
    if (s instanceof yup.ObjectSchema) return unbounded(s, path);
    if (s.type !== 'string' && s.type !== 'array') return [];
    const missing = declaredMax(s) === null ? [path] : [];
    const inner =
      s.type === 'array' ? (s as yup.ArraySchema<unknown[], yup.AnyObject>).innerType : null;
    if (inner instanceof yup.StringSchema && declaredMax(inner) === null) missing.push(`${path}[]`);
    return missing;
  });
}

describe('request schemas', () => {
  it('declare a maximum for every string and array field', () => {
    const found: string[] = [];
    let schemas = 0;
    for (const [moduleName, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof yup.ObjectSchema)) continue;
        schemas += 1;
        found.push(...unbounded(value, `${moduleName}.${name}`));
      }
    }
    expect(schemas).toBeGreaterThanOrEqual(20);
    expect(found).toEqual([]);
  });
});
