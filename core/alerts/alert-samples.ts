// A realistic event of each alert type, for the page's preview and test buttons: what the design and
// its variations are tried against when no real viewer is involved.
import type { AlertEvent, AlertType } from './alert';

const samples: Record<AlertType, AlertEvent> = {
  follow: { type: 'follow', username: 'PixelPanda', roles: [] },
  sub: { type: 'sub', username: 'NightOwl_77', tier: 1, prime: false, roles: ['subscriber'] },
  resub: {
    type: 'resub',
    username: 'CozyGamer',
    months: 14,
    tier: 1,
    prime: true,
    message: 'Fourteen months already, love this community!',
    roles: ['subscriber', 'regular'],
  },
  giftBomb: { type: 'giftBomb', username: 'GenerousGwen', amount: 5, tier: 1, roles: ['subscriber', 'vip'] },
  cheer: {
    type: 'cheer',
    username: 'BitsAndBobs',
    amount: 500,
    message: 'Cheer500 that clutch was unreal',
    roles: ['regular'],
  },
  raid: { type: 'raid', username: 'FriendlyStreamer', amount: 42, roles: [] },
  tip: {
    type: 'tip',
    username: 'KindViewer',
    amount: 5,
    currency: 'USD',
    message: 'Coffee is on me, keep it up!',
    roles: [],
  },
  redemption: { type: 'redemption', username: 'HydrationFan', reward: 'Hydrate!', roles: ['moderator'] },
};

/** A fresh sample event of this type. */
export const sampleAlertEvent = (type: AlertType): AlertEvent => structuredClone(samples[type]);
