import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Exceptions for tests and local end-to-end runs: loopback addresses, on any port or only on these. */
export type LoopbackAllowance = boolean | { ports: readonly number[] };

// IPv6 outside 2000::/3 (global unicast) is never a public web server: that rules out ::/8 (including
// the deprecated IPv4-compatible ::a.b.c.d), fc00::/7, fe80::/10 and ff00::/8 in one test.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an outgoing request may connect to `address`: only public unicast addresses pass.
 * ipaddr.js classifies the ranges (loopback, private, link-local incl. 169.254.169.254, carrier-grade
 * NAT, multicast, broadcast, 0.0.0.0/8, reserved and documentation ranges, unique-local, NAT64, 6to4,
 * Teredo …); IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it maps to. Only
 * canonical address strings are accepted (as DNS and the URL parser produce them).
 */
export function isPublicAddress(address: string): boolean {
  const ip = parseCanonical(address);
  if (!ip) return false;
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  return ip.range() === 'unicast' && ip.match(GLOBAL_UNICAST_V6);
}

/** `isPublicAddress`, or a loopback address the allowance lets through (tests only). */
export function isAllowedTarget(
  address: string,
  port: number,
  allowLoopback: LoopbackAllowance = false,
): boolean {
  if (isPublicAddress(address)) return true;
  if (allowLoopback === false) return false;
  const ip = parseCanonical(address);
  if (!ip || ip.range() !== 'loopback') return false;
  return allowLoopback === true || allowLoopback.ports.includes(port);
}

function parseCanonical(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  // ipaddr.parse also accepts legacy forms such as "0x7f.1"; net.isIP only canonical ones.
  if (net.isIP(address) === 0) return undefined;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
  }
  return ip;
}
