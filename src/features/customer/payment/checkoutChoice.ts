import type { PublicPackage } from '../../../api/signedInApi';

/**
 * The package an address asks for: `?package=<id>`, or the package that sells a service or an
 * offer ("Enroll now" links carry `?service=<id>` / `?offer=<id>`). Undefined when none matches.
 */
export function requestedPackage(packages: readonly PublicPackage[], params: URLSearchParams): PublicPackage | undefined {
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const packageId = id('package');
  const serviceId = id('service');
  const offerId = id('offer');
  if (packageId) return packages.find((pkg) => pkg.id === packageId);
  if (serviceId) return packages.find((pkg) => pkg.service_ids.includes(serviceId));
  if (offerId) return packages.find((pkg) => pkg.offer_ids.includes(offerId));
  return undefined;
}

/** What a package costs before any discount, in the shape of a quote's amounts. */
export function packageAmounts(pkg: PublicPackage) {
  return {
    lines: [{ kind: 'package' as const, description: pkg.name, amount_cents: pkg.price_cents, hst_cents: pkg.hst_cents }],
    subtotal_cents: pkg.price_cents,
    hst_rate_bp: pkg.hst_rate_bp,
    hst_cents: pkg.hst_cents,
    total_cents: pkg.total_cents,
  };
}

/** Codes are compared as the server does: case aside, surrounding spaces ignored. */
export const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
