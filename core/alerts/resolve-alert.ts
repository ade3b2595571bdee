// From the alerts settings and one event to what the queue sends the overlay: whether the type alerts
// at all, the variation the event plays, the design with that variation's overrides, the media as
// addresses, the filled-in text, and what speech would read (before speech-text.ts cleans it).
import { mediaKindOfId, mediaUrl } from '../settings/media-reference';
import type { AlertDesign, AlertEvent, AlertSpeech, AlertToPlay, AlertType } from './alert';
import type { AlertTextFiller } from './alert-template';
import type {
  AlertSpeechSettings,
  AlertsSettings,
  AlertTypeSettings,
  AlertVariation,
} from './alerts-settings';
import { matchVariation } from './variations';

/** Types whose events carry the amount `min` compares with (bits, tip, viewers, gifted subs). */
const amountTypes: readonly AlertType[] = ['giftBomb', 'cheer', 'raid', 'tip'];

/** The bundled image and sound of each type, served with the app's assets. */
export const alertDefaultMedia = (type: AlertType) => ({
  image: `/alert-defaults/${type}.png`,
  sound: `/alert-defaults/${type}.wav`,
});

/** The type's design with a variation's overrides (only the fields it sets; speech field by field). */
type MergedDesign = Omit<AlertTypeSettings, 'variations'>;

function withOverrides(base: AlertTypeSettings, variation: AlertVariation | null): MergedDesign {
  const { variations: _, ...design } = base;
  if (!variation) return design;
  const { name: _name, when: _when, conditions: _conditions, speech, ...overrides } = variation;
  const set = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const speechSet = Object.fromEntries(
    Object.entries(speech ?? {}).filter(([, value]) => value !== undefined),
  );
  return { ...design, ...set, speech: { ...design.speech, ...speechSet } };
}

const reaches = (event: AlertEvent, min: number) =>
  !amountTypes.includes(event.type) || (event.amount ?? 0) >= min;

function mediaOf(type: AlertType, design: MergedDesign): AlertToPlay['media'] {
  const defaults = alertDefaultMedia(type);
  const media: AlertToPlay['media'] = {};
  const visual = design.layout === 'textOnly' ? undefined : mediaUrl(design.image, defaults.image);
  if (visual) media[mediaKindOfId(design.image) === 'video' ? 'video' : 'image'] = visual;
  const sound = mediaUrl(design.sound, defaults.sound);
  if (sound) media.sound = sound;
  return media;
}

/** An alert decided but its text not yet filled in. */
export type AlertPlan = {
  /** The type is on and the event reaches its minimum; the page's tests play regardless. */
  plays: boolean;
  variation: { name: string } | null;
  /** The template to fill, or a follow flood's own line (already plain text). */
  template: string;
  isFilled: boolean;
  /** The viewer's message when the design shows it. */
  message?: string;
  design: AlertDesign;
  media: AlertToPlay['media'];
  duration: number;
  /** Stay until the speech ends (only when there is speech). */
  untilSpeechEnds: boolean;
  /** Speech's settings when this alert speaks (on, and the event reaches speech's minimum). */
  speech: AlertSpeechSettings | null;
  priority: number;
};

/** A variation by its place in the list when the event names one (a test), else the first that matches. */
function chosenVariation(settings: AlertTypeSettings, event: AlertEvent, random: () => number) {
  if (event.variation !== undefined) return settings.variations[event.variation] ?? null;
  return matchVariation(settings.variations, event, random);
}

export function planAlert(settings: AlertsSettings, event: AlertEvent, random: () => number): AlertPlan {
  const typeSettings = settings.types[event.type];
  const variation = chosenVariation(typeSettings, event, random);
  const design = withOverrides(typeSettings, variation);
  const message = event.message?.trim() ?? '';
  const showsMessage =
    design.showMessage && message !== '' && (event.amount === undefined || event.amount >= design.messageMin);
  const speaks = design.speech.enabled && reaches(event, design.speech.min);
  return {
    plays: typeSettings.enabled && reaches(event, typeSettings.min),
    variation: variation && { name: variation.name },
    template: event.flood ?? design.text,
    isFilled: event.flood !== undefined,
    ...(showsMessage && { message }),
    design: {
      layout: design.layout,
      animationIn: design.animationIn,
      animationOut: design.animationOut,
      textDelay: design.textDelay,
      font: design.font,
      fontSize: design.fontSize,
      textColor: design.textColor,
      highlightColor: design.highlightColor,
      outlineColor: design.outlineColor,
      volume: design.volume,
    },
    media: mediaOf(event.type, design),
    duration: design.duration,
    untilSpeechEnds: design.untilSpeechEnds && speaks,
    speech: speaks ? design.speech : null,
    priority: typeSettings.priority,
  };
}

export type ResolvedAlert = Omit<AlertPlan, 'template' | 'isFilled' | 'speech'> & {
  /** The template filled in. */
  text: string;
  /**
   * What speech reads before speech-text.ts cleans it (the filled-in text, when its settings say so, and
   * the viewer's message), and how; null when this alert does not speak or has nothing to say.
   */
  speech: { settings: AlertSpeechSettings; template: string; message: string } | null;
};

export async function resolveAlert(
  settings: AlertsSettings,
  event: AlertEvent,
  options: { random: () => number; fill: AlertTextFiller },
): Promise<ResolvedAlert> {
  const { template, isFilled, speech, ...plan } = planAlert(settings, event, options.random);
  const text = isFilled ? template : await options.fill(template, event);
  const message = event.message?.trim() ?? '';
  const hasWords = message !== '' || (speech?.readTemplate && text.trim() !== '');
  return { ...plan, text, speech: speech && hasWords ? { settings: speech, template: text, message } : null };
}

/**
 * What the overlay is sent for a resolved alert (the queue's and the page preview's alike); `speech` is
 * what it says once cleaned, or null to stay silent.
 */
export function alertToPlayOf(
  alert: { id: string; event: AlertEvent; isTest: boolean },
  resolved: ResolvedAlert,
  speech: { text: string; engine: AlertSpeech['engine'] } | null,
): AlertToPlay {
  const { event } = alert;
  return {
    id: alert.id,
    type: event.type,
    username: event.username,
    ...(event.amount !== undefined && { amount: event.amount }),
    ...(event.months !== undefined && { months: event.months }),
    ...(event.tier !== undefined && { tier: event.tier }),
    ...(resolved.message !== undefined && { message: resolved.message }),
    text: resolved.text,
    variation: resolved.variation,
    duration: resolved.duration,
    ...(resolved.untilSpeechEnds && { untilSpeechEnds: true }),
    media: resolved.media,
    design: resolved.design,
    ...(resolved.speech &&
      speech && {
        speech: {
          ...speech,
          voice: resolved.speech.settings.voice,
          rate: resolved.speech.settings.rate,
          pitch: resolved.speech.settings.pitch,
          volume: resolved.speech.settings.volume,
        },
      }),
    isTest: alert.isTest,
  };
}
