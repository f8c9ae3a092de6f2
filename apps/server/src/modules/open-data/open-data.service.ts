// Open data out: every business as CSV or GeoJSON, and a business's menu as CSV, in the same formats
// the imports read, so an export imports back to the same data.
import { IMPORT_TEXTS } from '@menudex/contract/imports';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  businessesRepository,
  hoursOf,
  sourceOf,
  type BusinessRecord,
} from '../businesses/businesses.repository.ts';
import {
  formatBusinessesCsv,
  formatBusinessesGeoJson,
  type ExportableBusiness,
} from '../imports/formats/business-exports.ts';
import { formatMenuCsv } from '../imports/formats/menu-csv.ts';

function exportable(r: BusinessRecord): ExportableBusiness {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    website: r.website,
    email: r.email,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    zipCode: r.zip_code,
    country: r.country,
    lat: r.lat,
    lng: r.lng,
    categories: r.categories,
    hours: hoursOf(r),
    hoursText: r.hours_text,
    diets: r.diets,
    source: sourceOf(r),
    attribution: r.attribution,
  };
}

export function openDataService(ctx: Pick<AppContext, 'db'>) {
  const businesses = businessesRepository(ctx.db);
  return {
    async businessesCsv(): Promise<string> {
      return formatBusinessesCsv((await businesses.all()).map(exportable));
    },
    async businessesGeoJson(): Promise<object> {
      return formatBusinessesGeoJson(
        (await businesses.all()).map(exportable),
        IMPORT_TEXTS.exportLicence,
      );
    },
    async menuCsv(businessId: string): Promise<string> {
      const found = await businesses.detailById(businessId);
      if (!found) throw notFound(BUSINESS_TEXTS.businessNotFound);
      return formatMenuCsv(
        found.lists.map((l) => ({
          name: l.name,
          items: l.items.map((i) => ({
            name: i.name,
            description: i.description,
            price: i.price_cents === null ? null : i.price_cents / 100,
            tags: i.tags.map((t) => t.name),
            diets: i.diets,
            allergens: i.allergens,
          })),
        })),
      );
    },
  };
}
