// The carousel overlay link's query string (spec overlays.md "Overlay link query parameters"): only
// non-default settings are written, so a default carousel has a bare link; the overlay reads them
// back to paint at the right size before its socket says anything.
import {
  type CarouselSettings,
  carouselSettingRules,
  carouselSettingValue,
  defaultCarouselSettings,
  withDerivedLayout,
} from './carousel-settings';

/** Settings written as `param=value` with the setting's own value. Derived layout fields are left out. */
const plainParams: [param: string, key: keyof CarouselSettings][] = [
  ['width', 'width'],
  ['iconSize', 'iconSize'],
  ['textRight', 'textRight'],
  ['font', 'font'],
  ['grayscale', 'grayscale'],
  ['iconColor', 'iconColor'],
  ['color', 'fontColor'],
  ['bgColor', 'bgColor'],
  ['followsIcon', 'followsIcon'],
  ['bitsIcon', 'bitsIcon'],
  ['subIcon', 'subIcon'],
  ['tipsIcon', 'tipsIcon'],
  ['topIcon', 'topIcon'],
  ['slow', 'slow'],
  ['speed', 'timeBetweenEvents'],
  ['loopDelay', 'timeBetweenLoops'],
  ['nameDelay', 'nameDelay'],
  ['fadeBetweenLoops', 'fadeBetweenLoops'],
  ['loopsBeforeFading', 'loopsBeforeFading'],
  ['fadeDuration', 'fadeDuration'],
  ['fadeOutDirection', 'fadeOutDirection'],
  ['outline', 'outline'],
  // Not in the spec's list, but a link must carry every setting the overlay draws with.
  ['bold', 'bold'],
  ['initialDelay', 'initialDelay'],
  ['noTop', 'noTop'],
  ['useProgressBar', 'useProgressBar'],
  ['positionOffset', 'positionOffset'],
  ['positionIncrement', 'positionIncrement'],
  ['moveToLocation', 'moveToLocation'],
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

/** How a setting is written in the link: its rule's kind of value. */
function paramType(key: keyof CarouselSettings): 'number' | 'boolean' | 'string' {
  const { type } = carouselSettingRules[key];
  return type === 'boolean' ? 'boolean' : type === 'number' || type === 'integer' ? 'number' : 'string';
}

/**
 * The overlay link's query string for these settings, with its leading `?`, or '' when every
 * setting is the default: append it to `/events/v2/{overlaySecretKey}`. Booleans are written bare
 * (`&grayscale`).
 */
export function carouselQueryString(settings: CarouselSettings): string {
  const defaults = defaultCarouselSettings;
  const parts: string[] = [];
  for (const [name, key] of plainParams) {
    const value = settings[key];
    if (value === undefined || value === defaults[key]) continue;
    if (paramType(key) === 'boolean') {
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

function parseValue(raw: string, key: keyof CarouselSettings): unknown {
  const type = paramType(key);
  if (type === 'boolean')
    return raw === '' || raw === '1' || raw === 'true'
      ? true
      : raw === '0' || raw === 'false'
        ? false
        : undefined;
  if (type === 'number') return raw.trim() === '' ? undefined : Number(raw);
  return raw;
}

/**
 * The settings an overlay link describes. A malformed or out-of-range value is ignored (that
 * setting keeps its default), so any link still paints a valid carousel.
 */
export function carouselSettingsFromQuery(params: URLSearchParams): CarouselSettings {
  const settings: Record<string, unknown> = { ...defaultCarouselSettings };
  for (const [name, key] of plainParams) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = carouselSettingValue(key, parseValue(raw, key));
    if (value !== undefined) settings[key] = value;
  }
  if (params.has('iconRight')) settings.moveDirection = 'moveRight';
  else if (params.has('iconLeft')) settings.moveDirection = 'moveLeft';

  const order = params.get('order');
  const eventsOrder =
    order === null ? undefined : carouselSettingValue('eventsOrder', order.split('-').filter(Boolean));
  if (eventsOrder) settings.eventsOrder = eventsOrder;

  const [paddingWidth, paddingHeight, ...extraPadding] = (params.get('padding') ?? '').split('.');
  if (extraPadding.length === 0 && paddingWidth && paddingHeight) {
    const width = carouselSettingValue('paddingWidth', Number(paddingWidth));
    const height = carouselSettingValue('paddingHeight', Number(paddingHeight));
    if (width !== undefined && height !== undefined)
      Object.assign(settings, { paddingWidth: width, paddingHeight: height });
  }

  const texts = params.get('formatting')?.split('|');
  if (texts?.length === formattingTexts.length) {
    const parsed = formattingTexts.map((key, i) => carouselSettingValue(key, texts[i]));
    if (parsed.every((text) => text !== undefined))
      formattingTexts.forEach((key, i) => {
        settings[key] = parsed[i];
      });
  }
  return withDerivedLayout(settings as CarouselSettings);
}
