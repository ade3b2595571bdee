// The carousel overlay link's query string (spec overlays.md "Overlay link query parameters"): only
// non-default settings are written, so a default carousel has a bare link; the overlay reads them
// back to paint at the right size before its socket says anything.
import {
  type CarouselKind,
  type CarouselSettings,
  carouselKinds,
  carouselSettingsSchema,
  defaultCarouselSettings,
  withDerivedLayout,
} from './carousel-settings';

type ParamType = 'number' | 'boolean' | 'string';

/** Settings written as `param=value` with the setting's own value. Derived layout fields are left out. */
const plainParams: [param: string, key: keyof CarouselSettings, type: ParamType][] = [
  ['width', 'width', 'number'],
  ['iconSize', 'iconSize', 'number'],
  ['textRight', 'textRight', 'boolean'],
  ['font', 'font', 'string'],
  ['grayscale', 'grayscale', 'boolean'],
  ['iconColor', 'iconColor', 'number'],
  ['color', 'fontColor', 'string'],
  ['bgColor', 'bgColor', 'string'],
  ['followsIcon', 'followsIcon', 'string'],
  ['bitsIcon', 'bitsIcon', 'string'],
  ['subIcon', 'subIcon', 'string'],
  ['tipsIcon', 'tipsIcon', 'string'],
  ['topIcon', 'topIcon', 'string'],
  ['slow', 'slow', 'boolean'],
  ['speed', 'timeBetweenEvents', 'number'],
  ['loopDelay', 'timeBetweenLoops', 'number'],
  ['nameDelay', 'nameDelay', 'number'],
  ['fadeBetweenLoops', 'fadeBetweenLoops', 'boolean'],
  ['loopsBeforeFading', 'loopsBeforeFading', 'number'],
  ['fadeDuration', 'fadeDuration', 'number'],
  ['fadeOutDirection', 'fadeOutDirection', 'string'],
  ['outline', 'outline', 'boolean'],
  // Not in the spec's list, but a link must carry every setting the overlay draws with.
  ['bold', 'bold', 'boolean'],
  ['initialDelay', 'initialDelay', 'number'],
  ['noTop', 'noTop', 'boolean'],
  ['useProgressBar', 'useProgressBar', 'boolean'],
  ['positionOffset', 'positionOffset', 'number'],
  ['positionIncrement', 'positionIncrement', 'number'],
  ['moveToLocation', 'moveToLocation', 'number'],
];

/** The six event texts, in the order the `formatting` parameter joins them with pipes. */
export const formattingTexts = [
  'followText',
  'bitSingleText',
  'bitPluralText',
  'subText',
  'giftSubText',
  'tipText',
] as const;

const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/**
 * The overlay link's query string for these settings, with its leading `?`, or '' when every
 * setting is the default: append it to `/events/v2/{overlaySecretKey}`. Booleans are written bare
 * (`&grayscale`).
 */
export function carouselQueryString(settings: CarouselSettings): string {
  const defaults = defaultCarouselSettings;
  const parts: string[] = [];
  for (const [name, key, type] of plainParams) {
    const value = settings[key];
    if (value === undefined || value === defaults[key]) continue;
    if (type === 'boolean') {
      if (value === true) parts.push(name);
    } else parts.push(param(name, String(value)));
  }
  if (settings.moveDirection === 'moveRight') parts.push('iconRight');
  if (settings.eventsOrder.join('-') !== defaults.eventsOrder.join('-'))
    parts.push(param('order', settings.eventsOrder.join('-')));
  if (settings.paddingWidth !== defaults.paddingWidth || settings.paddingHeight !== defaults.paddingHeight)
    parts.push(param('padding', `${settings.paddingWidth}.${settings.paddingHeight}`));
  if (formattingTexts.some((key) => settings[key] !== defaults[key]))
    parts.push(param('formatting', formattingTexts.map((key) => settings[key]).join('|')));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const shape = carouselSettingsSchema.shape;

/** The value if the setting's own schema accepts it, else undefined. */
function valid<K extends keyof CarouselSettings>(key: K, value: unknown): CarouselSettings[K] | undefined {
  const parsed = shape[key].safeParse(value);
  return parsed.success ? (parsed.data as CarouselSettings[K]) : undefined;
}

function parseValue(raw: string, type: ParamType): unknown {
  if (type === 'boolean')
    return raw === '' || raw === '1' || raw === 'true'
      ? true
      : raw === '0' || raw === 'false'
        ? false
        : undefined;
  if (type === 'number') return raw.trim() === '' ? undefined : Number(raw);
  return raw;
}

function parseOrder(raw: string): CarouselKind[] | undefined {
  const kinds = raw.split('-').filter(Boolean);
  if (!kinds.every((kind): kind is CarouselKind => (carouselKinds as readonly string[]).includes(kind)))
    return undefined;
  return valid('eventsOrder', kinds);
}

/**
 * The settings an overlay link describes. A malformed or out-of-range value is ignored (that
 * setting keeps its default), so any link still paints a valid carousel.
 */
export function carouselSettingsFromQuery(params: URLSearchParams): CarouselSettings {
  const settings: Record<string, unknown> = { ...defaultCarouselSettings };
  for (const [name, key, type] of plainParams) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = valid(key, parseValue(raw, type));
    if (value !== undefined) settings[key] = value;
  }
  if (params.has('iconRight')) settings.moveDirection = 'moveRight';
  else if (params.has('iconLeft')) settings.moveDirection = 'moveLeft';

  const order = params.get('order');
  const eventsOrder = order === null ? undefined : parseOrder(order);
  if (eventsOrder) settings.eventsOrder = eventsOrder;

  const [paddingWidth, paddingHeight, ...extraPadding] = (params.get('padding') ?? '').split('.');
  if (extraPadding.length === 0 && paddingWidth && paddingHeight) {
    const width = valid('paddingWidth', Number(paddingWidth));
    const height = valid('paddingHeight', Number(paddingHeight));
    if (width !== undefined && height !== undefined)
      Object.assign(settings, { paddingWidth: width, paddingHeight: height });
  }

  const texts = params.get('formatting')?.split('|');
  if (texts?.length === formattingTexts.length) {
    const parsed = formattingTexts.map((key, i) => valid(key, texts[i]));
    if (parsed.every((text) => text !== undefined))
      formattingTexts.forEach((key, i) => {
        settings[key] = parsed[i];
      });
  }
  return withDerivedLayout(settings as CarouselSettings);
}
