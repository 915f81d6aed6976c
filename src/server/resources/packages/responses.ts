import type { components } from '../../../contract/generated/openapi.gen';
import type { Package, PackageDate } from '../../db/schema';
import { taxOf } from '../../domain/money';
import type { DateSeats } from './seats';
import { seatsLeft, type AdminCatalog, type Catalog, type Links, type PublicCatalog } from './domain';

type Schemas = components['schemas'];

/** Dates by package id, keeping their order. */
function datesByPackage(dates: PackageDate[]): Map<number, PackageDate[]> {
  const byPackage = new Map<number, PackageDate[]>();
  for (const d of dates) byPackage.set(d.package_id, [...(byPackage.get(d.package_id) ?? []), d]);
  return byPackage;
}

const noLinks: Links = { service_ids: [], offer_ids: [] };

/** Rows → the original site's Package, each with its bookable dates (`datesData`) in date order. */
export function toApiPackages({ packages, dates, seats }: Catalog): Schemas['Package'][] {
  const byPackage = datesByPackage(dates);
  return packages.map((p) => ({
    id: p.id,
    en_name: p.en_name,
    fr_name: p.fr_name,
    ar_name: p.ar_name,
    en_description: p.en_description,
    fr_description: p.fr_description,
    ar_description: p.ar_description,
    price: p.price,
    price_cents: p.price_cents,
    hst_applies: p.hst_applies === 1,
    behind_the_wheel_hour_count: p.behind_the_wheel_hour_count,
    course_hour_count: p.course_hour_count,
    datesData: (byPackage.get(p.id) ?? []).map((d) => ({
      id: d.id,
      firstDate: d.first_date,
      secondDate: d.second_date,
      fromTime: d.from_time,
      toTime: d.to_time,
      capacity: d.capacity,
      seats_left: seatsLeft(d, seats.get(d.id)),
    })),
  }));
}

const names = (p: Package): Schemas['LocalizedText'] => ({ en: p.en_name, fr: p.fr_name, ar: p.ar_name });
const descriptions = (p: Package): Schemas['LocalizedText'] => ({ en: p.en_description, fr: p.fr_description, ar: p.ar_description });

/** Rows → the public list: prices with the package line's HST at the rate in force (none when HST does not apply). */
export function toPublicPackages({ packages, dates, seats, links, hstRateBp }: PublicCatalog): Schemas['PublicPackage'][] {
  const byPackage = datesByPackage(dates);
  return packages.map((p) => {
    const rate = p.hst_applies === 1 ? hstRateBp : 0;
    const hst = taxOf(p.price_cents, rate);
    return {
      id: p.id,
      name: names(p),
      description: descriptions(p),
      price_cents: p.price_cents,
      hst_applies: p.hst_applies === 1,
      hst_rate_bp: rate,
      hst_cents: hst,
      total_cents: p.price_cents + hst,
      in_car_hours: p.behind_the_wheel_hour_count,
      course_hours: p.course_hour_count,
      ...(links.get(p.id) ?? noLinks),
      dates: (byPackage.get(p.id) ?? []).map((d) => ({
        id: d.id,
        first_date: d.first_date,
        second_date: d.second_date,
        from_time: d.from_time,
        to_time: d.to_time,
        capacity: d.capacity,
        seats_left: seatsLeft(d, seats.get(d.id)),
      })),
    };
  });
}

/** Rows → what the office sees: every date with its seats taken, held and left, and its bookings. */
export function toAdminPackages({ packages, dates, seats, links, bookings }: AdminCatalog): Schemas['AdminPackage'][] {
  const byPackage = datesByPackage(dates);
  return packages.map((p) => ({
    id: p.id,
    name: names(p),
    description: descriptions(p),
    price_cents: p.price_cents,
    hst_applies: p.hst_applies === 1,
    in_car_hours: p.behind_the_wheel_hour_count,
    course_hours: p.course_hour_count,
    ...(links.get(p.id) ?? noLinks),
    is_active: p.is_active === 1,
    sort_order: p.sort_order,
    bookings_count: bookings.get(p.id) ?? 0,
    dates: (byPackage.get(p.id) ?? []).map((d) => toAdminDate(d, seats.get(d.id))),
    created_at: p.created_at,
    updated_at: p.updated_at,
  }));
}

/** The one package of a catalog built for it. */
export function toAdminPackage(catalog: AdminCatalog): Schemas['AdminPackage'] {
  return toAdminPackages(catalog)[0];
}

/** A date as the office sees it, with its seats. */
export function toAdminDate(d: PackageDate, seats: DateSeats | undefined): Schemas['AdminPackageDate'] {
  return {
    id: d.id,
    package_id: d.package_id,
    first_date: d.first_date,
    second_date: d.second_date,
    from_time: d.from_time,
    to_time: d.to_time,
    capacity: d.capacity,
    is_open: d.is_open === 1,
    seats_taken: seats?.taken ?? 0,
    seats_held: seats?.held ?? 0,
    seats_left: seatsLeft(d, seats),
    bookings_count: seats?.bookings ?? 0,
    updated_at: d.updated_at,
  };
}
