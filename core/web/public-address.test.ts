import { describe, expect, it } from 'vitest';
import { isPublicWebAddress } from './public-address';

const isPublic = (address: string) => isPublicWebAddress(new URL(address));

describe('isPublicWebAddress', () => {
  it.each([
    'http://127.0.0.1:8787/api',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://admin.localhost/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://240.0.0.1/',
    'http://255.255.255.255/',
    'http://198.18.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'ftp://example.com/',
  ])('refuses %s', (address) => {
    expect(isPublic(address)).toBe(false);
  });

  it.each([
    'https://example.com/data.txt',
    'http://93.184.216.34/',
    'http://172.32.0.1/',
    'http://100.128.0.1/',
    'http://[2606:4700::6810:84e5]/',
    'http://[::ffff:8.8.8.8]/',
  ])('allows %s', (address) => {
    expect(isPublic(address)).toBe(true);
  });
});
