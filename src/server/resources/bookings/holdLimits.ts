import type { FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { HoldLimits } from '../../config';

/*
 * Seat squatting: a hold keeps a seat from everyone else until it is paid or ends, and accounts
 * cost nothing to make. So a student account, and a client address, may have only so many holds
 * open at once (HOLDS_PER_ACCOUNT, HOLDS_PER_ADDRESS; createBooking checks them under locks, so
 * racing requests cannot pass together), and a hold lasts no longer than its card session
 * (startPayment never makes a second one). The address is never stored: a keyed hash of it is.
 */

/** Who asks for a hold, as the caps see them. */
export interface Holder {
  /** The keyed hash of the client's address (`addressKey`); null when holds are not counted by address. */
  heldFrom: string | null;
  limits: HoldLimits;
}

/** The eight 16-bit groups of an IPv6 address (with its IPv4 tail, if written so). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0];
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return groups.map((group) => Number.parseInt(group, 16) || 0);
}

/**
 * The client an address stands for: an IPv4 address (also when written IPv4-mapped), or the /64
 * network of an IPv6 one — a home or a phone gets a whole /64 and may use any address in it.
 */
export function clientNetwork(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** A keyed hash of the client's network: holds from one address can be counted, the address is not kept. */
export function addressKey(secret: Buffer, ip: string): string {
  return createHmac('sha256', secret)
    .update(`hold-address ${clientNetwork(ip)}`)
    .digest('hex')
    .slice(0, 32);
}

const warned = new WeakSet<object>();

/**
 * The hold's `Holder` from the request: its address is `req.ip`, which believes X-Forwarded-For
 * only as TRUST_PROXY says. A proxy in front without TRUST_PROXY makes every student share the
 * proxy's address and its cap: that is logged once.
 */
export function holderOf(req: FastifyRequest): Holder {
  const { holdLimits: limits, trustProxy } = req.server.config;
  if (limits.perAddress === 0) return { heldFrom: null, limits };
  if (trustProxy === false && req.headers['x-forwarded-for'] !== undefined && !warned.has(req.server)) {
    warned.add(req.server);
    req.log.warn(
      'a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: holds are counted per proxy address, so HOLDS_PER_ADDRESS caps every student behind it together',
    );
  }
  return { heldFrom: addressKey(req.server.secret, req.ip), limits };
}
