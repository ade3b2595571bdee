import { describe, expect, it } from 'vitest';
import type { AlertEvent } from './alert';
import { sampleAlertEvent } from './alert-samples';
import { alertTextFiller } from './alert-template';
import { type AlertsSettings, defaultAlertsSettings } from './alerts-settings';
import { planAlert, resolveAlert } from './resolve-alert';

const upload = (extension: string) => `${'c'.repeat(32)}.${extension}`;
const fill = alertTextFiller({ random: () => 0, now: () => 0 });
const resolve = (settings: AlertsSettings, event: AlertEvent, random = () => 0) =>
  resolveAlert(settings, event, { random, fill });

const withType = (type: keyof AlertsSettings['types'], change: object): AlertsSettings => ({
  ...defaultAlertsSettings,
  types: { ...defaultAlertsSettings.types, [type]: { ...defaultAlertsSettings.types[type], ...change } },
});

describe('resolving an alert', () => {
  it('plays the base design with the bundled media and the template filled in', async () => {
    const alert = await resolve(defaultAlertsSettings, sampleAlertEvent('resub'));
    expect(alert).toMatchObject({
      plays: true,
      variation: null,
      text: 'CozyGamer resubscribed for 14 months!',
      message: 'Fourteen months already, love this community!',
      media: { image: '/alert-defaults/resub.png', sound: '/alert-defaults/resub.wav' },
      duration: 8,
      untilSpeechEnds: false,
      speech: null,
      priority: 0,
    });
    expect(alert.design).toEqual({
      layout: 'above',
      animationIn: 'fade',
      animationOut: 'fade',
      textDelay: 0,
      font: 'defaultFont',
      fontSize: 40,
      textColor: 'ffffffff',
      highlightColor: 'ffd700ff',
      outlineColor: '000000ff',
      volume: 80,
    });
  });

  it('shows tips as money and fills every sample’s default text', async () => {
    const texts = await Promise.all(
      (['follow', 'giftBomb', 'cheer', 'raid', 'tip', 'redemption'] as const).map(
        async (type) => (await resolve(defaultAlertsSettings, sampleAlertEvent(type))).text,
      ),
    );
    expect(texts).toEqual([
      'PixelPanda is now following!',
      'GenerousGwen gifted 5 subs!',
      'BitsAndBobs cheered 500 bits!',
      'FriendlyStreamer is raiding with 42 viewers!',
      'KindViewer tipped $5.00!',
      'HydrationFan redeemed Hydrate!!',
    ]);
  });

  it('applies the matching variation’s overrides over the base design, speech field by field', async () => {
    const settings = withType('cheer', {
      speech: { ...defaultAlertsSettings.types.cheer.speech, rate: 1.5 },
      variations: [
        {
          name: 'Big',
          when: 'all',
          conditions: [{ kind: 'amountAtLeast', value: 100 }],
          text: 'BIG {amount} from {username}',
          image: upload('webm'),
          sound: 'none',
          duration: 12,
          layout: 'side',
          untilSpeechEnds: true,
          speech: { enabled: true, readTemplate: true },
        },
      ],
    });
    const alert = await resolve(settings, sampleAlertEvent('cheer'));
    expect(alert.variation).toEqual({ name: 'Big' });
    expect(alert.text).toBe('BIG 500 from BitsAndBobs');
    expect(alert.media).toEqual({ video: `/media/${upload('webm')}` });
    expect(alert.design.layout).toBe('side');
    expect(alert.duration).toBe(12);
    expect(alert.untilSpeechEnds).toBe(true);
    expect(alert.speech?.settings).toMatchObject({ enabled: true, rate: 1.5, readTemplate: true, min: 100 });
    expect(alert.speech).toMatchObject({
      template: 'BIG 500 from BitsAndBobs',
      message: 'Cheer500 that clutch was unreal',
    });
  });

  it('plays the variation a test names, whatever its conditions', () => {
    const settings = withType('follow', {
      variations: [{ name: 'Never', when: 'all', conditions: [{ kind: 'random', value: 0 }], fontSize: 90 }],
    });
    const plan = planAlert(settings, { ...sampleAlertEvent('follow'), variation: 0 }, () => 0.5);
    expect(plan.variation).toEqual({ name: 'Never' });
    expect(plan.design.fontSize).toBe(90);
  });

  it('does not play a type that is off, or an amount under the type’s minimum', () => {
    expect(planAlert(defaultAlertsSettings, sampleAlertEvent('redemption'), Math.random).plays).toBe(false);
    const settings = withType('cheer', { min: 1000 });
    expect(planAlert(settings, sampleAlertEvent('cheer'), Math.random).plays).toBe(false);
    expect(planAlert(settings, { ...sampleAlertEvent('cheer'), amount: 1000 }, Math.random).plays).toBe(true);
    // The minimum is about amounts: types without one are not held back by it.
    expect(planAlert(withType('sub', { min: 5 }), sampleAlertEvent('sub'), Math.random).plays).toBe(true);
  });

  it('speaks only from speech’s minimum, and not at all with nothing to read', async () => {
    const speaking = withType('tip', {
      speech: { ...defaultAlertsSettings.types.tip.speech, enabled: true },
    });
    const tip = sampleAlertEvent('tip');
    expect((await resolve(speaking, tip)).speech?.message).toBe('Coffee is on me, keep it up!');
    expect((await resolve(speaking, { ...tip, amount: 0.5 })).speech).toBeNull();
    expect((await resolve(speaking, { ...tip, message: undefined })).speech).toBeNull();
  });

  it('hides the message when the design says so or the amount is under its minimum', async () => {
    const tip = sampleAlertEvent('tip');
    expect((await resolve(withType('tip', { showMessage: false }), tip)).message).toBeUndefined();
    expect((await resolve(withType('tip', { messageMin: 10 }), tip)).message).toBeUndefined();
    expect((await resolve(withType('tip', { messageMin: 5 }), tip)).message).toBe(tip.message);
  });

  it('shows no image for text-only alerts, and uploads by their kind', async () => {
    const textOnly = await resolve(withType('raid', { layout: 'textOnly' }), sampleAlertEvent('raid'));
    expect(textOnly.media).toEqual({ sound: '/alert-defaults/raid.wav' });
    const uploaded = await resolve(
      withType('raid', { image: upload('gif'), sound: upload('mp3') }),
      sampleAlertEvent('raid'),
    );
    expect(uploaded.media).toEqual({ image: `/media/${upload('gif')}`, sound: `/media/${upload('mp3')}` });
  });

  it('plays a follow flood’s own line instead of the template', async () => {
    const flood = { type: 'follow', username: 'Last', amount: 12, flood: '12 new followers!' } as const;
    expect((await resolve(defaultAlertsSettings, flood)).text).toBe('12 new followers!');
  });

  it('answers keywords that call out with a refusal instead of calling out', async () => {
    const settings = withType('follow', {
      text: '{username}: {urlget.https://example.com} {targetLastGame}',
    });
    // urlget words its own failure; either way nothing was fetched (the filler has no fetch to use).
    expect((await resolve(settings, sampleAlertEvent('follow'))).text).toMatch(
      /^PixelPanda: \(urlget [^)]*\) \(alerts cannot call out\)$/,
    );
  });
});
