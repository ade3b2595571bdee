import { describe, expect, it } from 'vitest';
import { generateLinkCode, hashLinkCode, normalizeLinkCode, parseLinkCode } from './link-code';

describe('link codes', () => {
  it('are 10 characters of Crockford base32 (50 bits), different each time', () => {
    const codes = new Set(Array.from({ length: 50 }, generateLinkCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('hash the same however they were typed', async () => {
    expect(normalizeLinkCode(' ab12-cd34 ef ')).toBe('AB12CD34EF');
    expect(await hashLinkCode('ab12cd34ef')).toBe(await hashLinkCode('AB12-CD34-EF'));
    expect(await hashLinkCode('AB12CD34EF')).not.toBe(await hashLinkCode('AB12CD34EG'));
  });
});

describe('parseLinkCode', () => {
  const code = '0NMQKFY85N';
  const parsed = { ok: true, code };

  it('takes the command the Discord page copies, the option with its name, and the bare code', () => {
    expect(parseLinkCode(`/sbcode code:${code}`)).toEqual(parsed);
    expect(parseLinkCode(`code:${code}`)).toEqual(parsed);
    expect(parseLinkCode(code)).toEqual(parsed);
    expect(parseLinkCode(`!sbcode ${code}`)).toEqual(parsed);
  });

  it('ignores case', () => {
    expect(parseLinkCode(`/SBCODE CODE:${code.toLowerCase()}`)).toEqual(parsed);
    expect(parseLinkCode(`Code:${code.toLowerCase()}`)).toEqual(parsed);
    expect(parseLinkCode('0nmqkfy85n')).toEqual(parsed);
  });

  it('reads O as 0 and I or L as 1, as Crockford base32 does', () => {
    expect(parseLinkCode('ONMQKFY85N')).toEqual(parsed);
    expect(parseLinkCode('/sbcode code:onmqkfy85n')).toEqual(parsed);
    expect(parseLinkCode('1111111111')).toEqual(parseLinkCode('IiLl1IiLl1'));
  });

  it('trims spaces around and between the parts, and inside the code', () => {
    expect(parseLinkCode(`  /sbcode   code:  ${code}  `)).toEqual(parsed);
    expect(parseLinkCode(`\tcode : ${code}\n`)).toEqual(parsed);
    expect(parseLinkCode(' 0NMQK FY85N ')).toEqual(parsed);
    expect(parseLinkCode('0NMQK-FY85N')).toEqual(parsed);
  });

  it('refuses an empty code with what to paste', () => {
    for (const typed of ['', '   ', '/sbcode', '/sbcode code:', 'code:']) {
      expect(parseLinkCode(typed)).toEqual({
        ok: false,
        reason: 'Add the code from the Discord page: /sbcode code:XXXXXXXXXX (step 2).',
      });
    }
  });

  it('refuses junk with a plain reason, before any code is looked up', () => {
    const junk = [
      'hello',
      `${code}X`,
      code.slice(0, 9),
      `/sbcode text:${code}`,
      `/hello code:${code}`,
      '0NMQKFY85U',
      'code:<@&1234567890>',
      `${code} ${code}`,
    ];
    for (const typed of junk) {
      const result = parseLinkCode(typed);
      expect(result.ok, typed).toBe(false);
      if (!result.ok)
        expect(result.reason).toMatch(/^That is not a code from the Discord page: a code is 10 /);
    }
  });
});
