import { describe, expect, it } from 'vitest';
import { isAllowedTarget, isPublicAddress } from './address-policy.js';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback /8'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12, top'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT, top'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['255.255.255.255', 'broadcast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '0.0.0.0/8'],
    ['240.0.0.1', 'reserved 240/4'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local fd00::/8'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::7f00:1', 'IPv4-compatible loopback (deprecated form)'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['fec0::1', 'deprecated site-local'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses anything that is not a canonical address string', () => {
    for (const text of ['0x7f.1', '2130706433', '017700000001', 'localhost', '', '1.2.3', '[::1]']) {
      expect(isPublicAddress(text)).toBe(false);
    }
  });
});

describe('isAllowedTarget', () => {
  it('lets loopback through only when allowed, and only on the listed ports', () => {
    expect(isAllowedTarget('127.0.0.1', 8080)).toBe(false);
    expect(isAllowedTarget('127.0.0.1', 8080, true)).toBe(true);
    expect(isAllowedTarget('::1', 8080, true)).toBe(true);
    expect(isAllowedTarget('127.0.0.1', 8080, { ports: [8080] })).toBe(true);
    expect(isAllowedTarget('127.0.0.1', 8081, { ports: [8080] })).toBe(false);
  });

  it('never lets private or link-local addresses through, whatever the loopback allowance', () => {
    for (const address of ['10.0.0.1', '192.168.0.1', '169.254.169.254', 'fd00::1']) {
      expect(isAllowedTarget(address, 80, true)).toBe(false);
    }
  });

  it('allows public addresses without any allowance', () => {
    expect(isAllowedTarget('8.8.8.8', 443)).toBe(true);
  });
});
