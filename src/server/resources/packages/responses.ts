import type { components } from '../../../contract/generated/openapi.gen';
import type { Package, PackageDate } from '../../db/schema';

const toPackageDate = (d: PackageDate): components['schemas']['PackageDate'] => ({
  id: d.id,
  firstDate: d.first_date,
  secondDate: d.second_date,
  fromTime: d.from_time,
  toTime: d.to_time,
});

/** Rows → the spec's Package, each with its date options (`datesData`) in date order. */
export function toApiPackages(packages: Package[], dates: PackageDate[]): components['schemas']['Package'][] {
  const byPackage = new Map<number, PackageDate[]>();
  for (const d of dates) byPackage.set(d.package_id, [...(byPackage.get(d.package_id) ?? []), d]);
  return packages.map((p) => ({
    id: p.id,
    en_name: p.en_name,
    fr_name: p.fr_name,
    en_description: p.en_description,
    fr_description: p.fr_description,
    price: p.price,
    behind_the_wheel_hour_count: p.behind_the_wheel_hour_count,
    course_hour_count: p.course_hour_count,
    datesData: (byPackage.get(p.id) ?? []).map(toPackageDate),
  }));
}
