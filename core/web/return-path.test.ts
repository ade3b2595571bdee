import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('the page sign-in returns to', () => {
  it.each([
    ['/settings/quotes', '/settings/quotes'],
    ['/settings', '/settings'],
    ['/settings/carousel?tab=2#icons', '/settings/carousel?tab=2#icons'],
  ])('keeps the dashboard page %s', (next, kept) => {
    expect(returnPath(next)).toBe(kept);
  });

  it.each([
    [undefined],
    [''],
    ['//evil.example/settings'],
    ['/\\evil.example'],
    ['https://evil.example/settings'],
    ['/api/commands'],
    ['/login'],
    ['/settings/../api/commands'],
    ['javascript:alert(1)'],
    [`/settings/${'a'.repeat(600)}`],
  ])('refuses %s', (next) => {
    expect(returnPath(next)).toBeNull();
  });
});
