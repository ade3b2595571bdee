// What an alert is, as the queue, the overlay, the page and the API speak of it (spec alerts.md): the
// alert types, the alert sent to the overlay with its design already resolved (variation applied,
// template filled in, media as addresses), and the queue's view for the page.

export const alertTypes = [
  'follow',
  'sub',
  'resub',
  'giftBomb',
  'cheer',
  'raid',
  'tip',
  'redemption',
] as const;
export type AlertType = (typeof alertTypes)[number];

export const alertLayouts = ['above', 'side', 'over', 'textOnly'] as const;
export type AlertLayout = (typeof alertLayouts)[number];

export const alertAnimations = ['fade', 'slide', 'zoom', 'bounce'] as const;
export type AlertAnimation = (typeof alertAnimations)[number];

/** How a type's design looks once its variation is applied: what the renderer needs, nothing more. */
export type AlertDesign = {
  layout: AlertLayout;
  animationIn: AlertAnimation;
  animationOut: AlertAnimation;
  /** Seconds before the text appears. */
  textDelay: number;
  /** One of the product's fonts (the carousel's list). */
  font: string;
  fontSize: number;
  /** Colours as the settings store them: RRGGBBAA hex, no #. */
  textColor: string;
  highlightColor: string;
  outlineColor: string;
  /** Sound volume, 0-100 (speech has its own). */
  volume: number;
};

/** Speech for one alert: the cleaned text and how to say it. */
export type AlertSpeech = {
  text: string;
  engine: 'bundled' | 'hosted' | 'browser';
  voice: string;
  rate: number;
  pitch: number;
  volume: number;
};

/** Server to the alerts overlay: one alert to play (spec "Contract"). */
export type AlertToPlay = {
  id: string;
  type: AlertType;
  username: string;
  amount?: number;
  months?: number;
  tier?: number;
  message?: string;
  /** The template filled in. */
  text: string;
  variation: { name: string } | null;
  /** Seconds on screen; with `untilSpeechEnds`, at least this long and until the speech has played. */
  duration: number;
  untilSpeechEnds?: boolean;
  media: { image?: string; video?: string; sound?: string };
  design: AlertDesign;
  speech?: AlertSpeech;
  isTest: boolean;
};

export const alertStates = ['queued', 'sent', 'started', 'finished', 'skipped', 'expired', 'missed'] as const;
export type AlertState = (typeof alertStates)[number];

/** One alert as the page's queue lists it. */
export type AlertSummary = {
  id: string;
  type: AlertType;
  username: string;
  amount?: number;
  state: AlertState;
  /** Epoch ms the event was accepted. */
  at: number;
  isTest: boolean;
  /** Why it is held, expired or was noted (plain words), where there is something to say. */
  note?: string;
};

/** GET /api/alerts/queue's data. */
export type AlertQueueView = {
  paused: boolean;
  muted: boolean;
  /** Open alert overlays. */
  overlays: number;
  current: AlertSummary | null;
  queued: AlertSummary[];
  recent: AlertSummary[];
  missed: AlertSummary[];
  /** Tips and cheers held for approval (the moderation hold). */
  held: AlertSummary[];
  /** Plain words when the overlay stopped responding or two copies are open, else null. */
  warning: string | null;
};

export const alertControls = ['pause', 'resume', 'skip', 'mute', 'unmute', 'replay'] as const;
export type AlertControl = (typeof alertControls)[number];

export const isAlertControl = (value: string): value is AlertControl =>
  (alertControls as readonly string[]).includes(value);

/** What a variation's conditions and a template read of the event behind an alert. */
export type AlertEvent = {
  type: AlertType;
  username: string;
  /** Bits, tip amount, raid viewers, gifted subs (or new followers in a flood); absent for follows. */
  amount?: number;
  /** A tip's ISO currency code. */
  currency?: string;
  /** Resub months. */
  months?: number;
  tier?: number;
  prime?: boolean;
  message?: string;
  /** A redemption's reward title. */
  reward?: string;
  /** The viewer's chat roles where known ('vip', 'moderator', 'regular', 'subscriber', …). */
  roles?: readonly string[];
  /** A follow flood: the one line shown instead of the template ("12 new followers!"). */
  flood?: string;
  /** The page's test of one variation: its place in the type's list, played whatever its conditions. */
  variation?: number;
};
