// biome-ignore-all lint/suspicious/noTemplateCurlyInString: StreamElements writes its variables as ${…} in plain strings.
import { describe, expect, it } from 'vitest';
import { fitsInParameter, readVariables, shortName } from './variable-syntax';

describe('readVariables', () => {
  it('reads nested variables, counting brackets of their own kind', () => {
    expect(readVariables('a $(x $(y)) b', ['('])).toEqual([
      'a ',
      { open: '(', inner: ['x ', { open: '(', inner: ['y'], raw: '$(y)' }], raw: '$(x $(y))' },
      ' b',
    ]);
    expect(readVariables('$(eval f(1))', ['('])).toEqual([
      { open: '(', inner: ['eval f(1)'], raw: '$(eval f(1))' },
    ]);
  });

  it('reads only the brackets the source writes', () => {
    expect(readVariables('${user} $(user)', ['('])).toEqual([
      '${user} ',
      { open: '(', inner: ['user'], raw: '$(user)' },
    ]);
  });

  it('keeps a variable that never closes as text', () => {
    expect(readVariables('$(user $(channel)', ['('])).toEqual([
      '$(user ',
      { open: '(', inner: ['channel'], raw: '$(channel)' },
    ]);
    expect(readVariables('price: $5 (or $(', ['('])).toEqual(['price: $5 (or $(']);
  });
});

describe('fitsInParameter', () => {
  it('takes text and whole keywords, not a bare | or a stray brace', () => {
    expect(fitsInParameter('https://x/{username}?a=1')).toBe(true);
    expect(fitsInParameter('{choose1.a|b}')).toBe(true);
    expect(fitsInParameter('a|b')).toBe(false);
    expect(fitsInParameter('a}b')).toBe(false);
    expect(fitsInParameter('{a')).toBe(false);
  });
});

describe('shortName', () => {
  it('names a variable without its arguments', () => {
    expect(shortName('$(eval 1 + 2)')).toBe('$(eval …)');
    expect(shortName('$(quote)')).toBe('$(quote)');
  });
});
