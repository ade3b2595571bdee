import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { announcementSettingsSchema } from '../announcements/announcements';
import { addCommandRequestSchema } from '../commands/command-requests';
import { simulatedEventSchema } from '../simulator/simulator-requests';
import { streamElementsJwtSchema } from '../tips/tip-requests';
import { fieldLabel, plainReason, plainRule } from './plain-reasons';

/** The refusal a schema's first failure becomes. */
function refusal(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return plainReason(result.error.issues);
}

describe('plain reasons: one sentence per rule kind', () => {
  const schema = z.strictObject({
    count: z.number().int().min(0).max(1_000_000),
    ratio: z.number().positive().lt(2),
    name: z.string().min(1).max(100),
    longName: z.string().min(3),
    list: z.array(z.string()).min(1).max(2),
    step: z.number().multipleOf(5),
    site: z.url(),
    mail: z.email(),
    token: z.jwt(),
    pattern: z.string().regex(/^a+$/),
    kind: z.enum(['text', 'image']),
    exact: z.literal('add'),
    flag: z.boolean(),
    either: z.union([z.string(), z.number()]),
    counts: z.record(z.string().regex(/^[a-z]+$/), z.number()),
  });
  const valid = {
    count: 1,
    ratio: 1,
    name: 'x',
    longName: 'xyz',
    list: ['a'],
    step: 5,
    site: 'https://example.com',
    mail: 'a@example.com',
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    pattern: 'aa',
    kind: 'text',
    exact: 'add',
    flag: true,
    either: 'x',
    counts: { a: 1 },
  };
  const refused = (patch: Record<string, unknown>) => refusal(schema, { ...valid, ...patch });

  it.each([
    [{ count: 1_000_001 }, 'The count can be at most 1,000,000.', 'count'],
    [{ count: -1 }, 'The count cannot be less than 0.', 'count'],
    [{ count: 1.5 }, 'The count must be a whole number.', 'count'],
    [{ count: 'many' }, 'The count must be a number.', 'count'],
    [{ count: undefined }, 'The count is missing.', 'count'],
    [{ ratio: 0 }, 'The ratio must be more than 0.', 'ratio'],
    [{ ratio: 2 }, 'The ratio must be less than 2.', 'ratio'],
    [{ name: '' }, 'The name cannot be empty.', 'name'],
    [{ name: 'x'.repeat(101) }, 'The name can be at most 100 characters long.', 'name'],
    [{ longName: 'x' }, 'The long name needs at least 3 characters.', 'longName'],
    [{ list: [] }, 'The list needs at least 1 item.', 'list'],
    [{ list: ['a', 'b', 'c'] }, 'The list can hold at most 2 items.', 'list'],
    [{ step: 3 }, 'The step must be a multiple of 5.', 'step'],
    [{ site: 'nope' }, 'The site must be a web address such as https://example.com.', 'site'],
    [{ mail: 'nope' }, 'The mail must be an email address such as name@example.com.', 'mail'],
    [{ token: 'x' }, 'The token must be a token of three parts separated by dots, copied whole.', 'token'],
    [{ pattern: 'b' }, 'The pattern is not written the way it should be.', 'pattern'],
    [{ kind: 'video' }, 'The kind must be one of "text", "image".', 'kind'],
    [{ exact: 'put' }, 'The exact must be "add".', 'exact'],
    [{ flag: 'yes' }, 'The flag must be on or off.', 'flag'],
    [{ either: true }, 'The either is not in a form this accepts.', 'either'],
    [{ counts: { A: 1 } }, 'The counts: "A" is not written the way it should be.', 'counts.A'],
    [{ extra: 1 }, 'The request has a field this page does not know: extra.', undefined],
  ])('%j → %s', (patch, reason, field) => {
    expect(refused(patch)).toEqual({ reason, field });
  });

  it('keeps a rule the schema words itself, as a sentence', () => {
    const custom = z.object({ cooldown: z.number().int('the cooldown is whole seconds') });
    expect(refusal(custom, { cooldown: 1.5 })).toEqual({
      reason: 'The cooldown is whole seconds.',
      field: 'cooldown',
    });
  });

  it('says a body that is not an object could not be read', () => {
    expect(plainReason([])).toEqual({ reason: 'The request could not be read.' });
  });
});

describe('plain reasons: labels and positions', () => {
  it('names a command field by its label, never command.command', () => {
    expect(
      refusal(addCommandRequestSchema, {
        format: 'add',
        command: { command: 'hi', type: 'Text', text: 'x', cooldownSeconds: 1e9 },
      }),
    ).toEqual({
      reason: 'The cooldown is at most 3,600 seconds (an hour).',
      field: 'command.cooldownSeconds',
    });
    expect(
      refusal(addCommandRequestSchema, {
        format: 'add',
        command: { command: 'hi', type: 'Text', text: 'x', needsMod: 'yes' },
      }),
    ).toEqual({ reason: 'Mods Only must be on or off.', field: 'command.needsMod' });
    expect(
      refusal(addCommandRequestSchema, {
        format: 'add',
        command: { command: 'hi', type: 'Text', text: 'x', cooldownSeconds: 1.5 },
      }),
    ).toEqual({ reason: 'The cooldown is a whole number of seconds.', field: 'command.cooldownSeconds' });
    expect(
      refusal(addCommandRequestSchema, {
        format: 'add',
        command: { command: 'hi', type: 'Text', text: 'x'.repeat(2001) },
      }).reason,
    ).toBe('The reply is at most 2,000 characters.');
  });

  it('counts list positions from 1', () => {
    const settings = {
      announcements: ['one', 'two', ' '],
      minutesBetweenAnnouncements: 5,
      numberOfMessagesBetweenAnnouncements: 10,
      announcementsEnabled: true,
      announcementOrderIsRandomized: false,
    };
    expect(refusal(announcementSettingsSchema, settings)).toEqual({
      reason: 'Announcements (item 3): an announcement cannot be empty.',
      field: 'announcements.2',
    });
    expect(fieldLabel(['announcements', 2, 'text'])).toBe('Announcements (item 3): the text');
    expect(fieldLabel(['roles', 0])).toBe('The roles (item 1)');
  });

  it('says a limit in words with thousands separated', () => {
    expect(refusal(simulatedEventSchema, { type: 'tip', amount: 2_000_000 }).reason).toBe(
      'The amount can be at most 1,000,000.',
    );
  });

  it('explains a StreamElements token that is not one', () => {
    expect(refusal(streamElementsJwtSchema, { jwt: 'abc' }).reason).toBe(
      'The StreamElements JWT token is three parts separated by dots: copy it whole from StreamElements.',
    );
  });

  it('says a rule of a field the page labels itself', () => {
    const width = z.number().int().min(100).max(1920).safeParse(99999);
    expect(plainRule('Width', width.error?.issues)).toBe('Width can be at most 1,920.');
    expect(plainRule('Width', z.number().safeParse(5).error?.issues)).toBe('');
  });
});
