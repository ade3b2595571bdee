import { describe, expect, it } from 'vitest';
import { readSlashInput } from './slash-input';

describe('readSlashInput', () => {
  it('splits a pasted command into its name and option', () => {
    expect(readSlashInput('/sbcode code:0NMQKFY85N')).toEqual({ name: 'sbcode', option: 'code:0NMQKFY85N' });
    expect(readSlashInput('  roll   2d6+3 ')).toEqual({ name: 'roll', option: '2d6+3' });
    expect(readSlashInput('/hello a  b')).toEqual({ name: 'hello', option: 'a  b' });
  });

  it('reads a name alone with an empty option', () => {
    expect(readSlashInput('/quote')).toEqual({ name: 'quote', option: '' });
    expect(readSlashInput('')).toEqual({ name: '', option: '' });
  });
});
