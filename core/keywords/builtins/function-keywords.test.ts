import { describe, expect, it } from 'vitest';
import { evaluateTemplate } from '../evaluate';
import { keywordContext, memorySources } from '../test-context';

const run = async (template: string, overrides: Parameters<typeof keywordContext>[0] = {}) =>
  evaluateTemplate(template, keywordContext(overrides));

describe('{plural}', () => {
  it('adds an s unless the number is 1', async () => {
    expect(await run('{plural.1|time} / {plural.2|time} / {plural.0|time} / {plural.-1|point}')).toBe(
      '1 time / 2 times / 0 times / -1 point',
    );
  });

  it('takes the plural given, and numbers written with separators', async () => {
    expect(await run('{plural.1|person|people}, {plural.1,234|person|people}')).toBe(
      '1 person, 1,234 people',
    );
  });

  it('reads a placeholder or another keyword as the number', async () => {
    expect(await run('{plural.{count}|new follower}', { placeholders: { count: '1' } })).toBe(
      '1 new follower',
    );
    expect(await run('{plural.{add.1|1}|hug}')).toBe('2 hugs');
  });

  it('says plainly when N is not a number', async () => {
    expect(await run('{plural.many|time}')).toBe('(plural needs numbers)');
  });
});

describe('{live}', () => {
  it('is true while the stream is live and false otherwise, for {if}', async () => {
    const template = '{if.{live}|on air|off air}';
    expect(await run(template)).toBe('off air');
    expect(await run(template, { sources: memorySources({ liveSince: async () => 0 }) })).toBe('on air');
  });
});
