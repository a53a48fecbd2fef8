import { describe, expect, it } from 'vitest';
import { coarseNetwork, throttleAddressKey } from '@/lib/bff/http/address-key';

describe('throttleAddressKey', () => {
  it('keys an IPv4 address by the whole address, with or without a port', () => {
    expect(throttleAddressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(throttleAddressKey(' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(throttleAddressKey('203.0.113.5:51234')).toBe('203.0.113.5');
    expect(throttleAddressKey('203.0.113.6')).not.toBe(throttleAddressKey('203.0.113.5'));
  });

  it('keys IPv4-mapped IPv6 in every spelling as the IPv4 address', () => {
    for (const spelling of [
      '::ffff:203.0.113.5',
      '::FFFF:203.0.113.5',
      '0:0:0:0:0:ffff:203.0.113.5',
      '0000:0000:0000:0000:0000:FFFF:cb00:7105',
      '::ffff:cb00:7105',
      '[::ffff:203.0.113.5]:443',
    ]) {
      expect(throttleAddressKey(spelling), spelling).toBe('203.0.113.5');
    }
  });

  it('keys every address of one IPv6 /64 alike, whatever its spelling', () => {
    const spellings = [
      '2001:db8:abcd:12::1',
      '2001:DB8:ABCD:12::1',
      '2001:0db8:abcd:0012:0000:0000:0000:0001',
      '2001:db8:abcd:12:0:0:0:1',
      '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      '2001:db8:abcd:12:8c3a:11ff:fe22:3344',
      '2001:db8:abcd:12::',
      '2001:db8:abcd:12::192.0.2.1',
      '[2001:db8:abcd:12::99]',
      '[2001:db8:abcd:12::99]:8443',
      '2001:db8:abcd:12::7%eth0',
    ];
    for (const spelling of spellings) {
      expect(throttleAddressKey(spelling), spelling).toBe('2001:db8:abcd:12::/64');
    }
  });

  it('keeps neighbouring /64s apart, and compresses in the prefix too', () => {
    expect(throttleAddressKey('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(throttleAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddressKey('2001:db8:0:0:1::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(throttleAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddressKey('::')).toBe('0:0:0:0::/64');
    expect(throttleAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // Not IPv4-mapped: a different prefix, or IPv4-compatible (deprecated) is IPv6.
    expect(throttleAddressKey('::ffff:0:203.0.113.5')).toBe('0:0:0:0::/64');
    expect(throttleAddressKey('64:ff9b::203.0.113.5')).toBe('64:ff9b:0:0::/64');
  });

  it('gives anything that is not an address a bounded key of its own, never an address key', () => {
    expect(throttleAddressKey('unknown')).toBe('other:unknown');
    expect(throttleAddressKey('2001:db8::g')).toBe('other:2001:db8::g');
    expect(throttleAddressKey('203.0.113.256')).toBe('other:203.0.113.256');
    expect(throttleAddressKey('x'.repeat(10_000))).toHaveLength('other:'.length + 64);
  });
});

describe('coarseNetwork', () => {
  it('keeps an IPv4 /24 and an IPv6 /48, never the address', () => {
    expect(coarseNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseNetwork('203.0.113.77:51234')).toBe('203.0.113.0/24');
    expect(coarseNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(coarseNetwork('2001:DB8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
    expect(coarseNetwork('[2001:db8:0:ff::1]:443')).toBe('2001:db8:0::/48');
  });

  it('says "this computer" or "a private network" rather than an address nobody recognises', () => {
    expect(coarseNetwork('127.0.0.1')).toBe('this computer');
    expect(coarseNetwork('::1')).toBe('this computer');
    expect(coarseNetwork('10.1.2.3')).toBe('a private network');
    expect(coarseNetwork('172.20.0.5')).toBe('a private network');
    expect(coarseNetwork('192.168.1.20')).toBe('a private network');
    expect(coarseNetwork('fd00::1')).toBe('a private network');
    expect(coarseNetwork('fe80::1%eth0')).toBe('a private network');
    expect(coarseNetwork('172.32.0.5')).toBe('172.32.0.0/24');
  });

  it('gives nothing for what is not an address', () => {
    expect(coarseNetwork('unknown')).toBeNull();
    expect(coarseNetwork('<script>')).toBeNull();
  });
});
