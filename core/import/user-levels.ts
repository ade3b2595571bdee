// Who may use an imported command, and its cooldown, in the product's terms: one gate (mods, subs,
// regulars or everyone) and one cooldown for everyone. Where the source says more than that, a note
// says what changed.
import { maxCooldownSeconds } from '../commands/command';
import type { ImportedCommand } from './import-plan';

export type CommandGates = Pick<ImportedCommand, 'needsMod' | 'subsOnly' | 'regularsOnly' | 'followersOnly'>;
export type Mapped<T> = { value: T; notes: string[] };

const open: CommandGates = { needsMod: false, subsOnly: false, regularsOnly: false, followersOnly: false };
const mods: CommandGates = { ...open, needsMod: true };
const subs: CommandGates = { ...open, subsOnly: true };
const regulars: CommandGates = { ...open, regularsOnly: true };

const vipNote = 'VIP only is not a level here: regulars (regulars, VIPs and moderators may use it)';
const broadcasterNote = 'broadcaster only is not a level here: moderators';

/** Nightbot's userLevel (nightbot/api-docs includes/_userlevels.md); each level includes those above it. */
export function nightbotGates(userLevel: string): Mapped<CommandGates> {
  switch (userLevel) {
    case 'everyone':
      return { value: open, notes: [] };
    case 'subscriber':
      return { value: subs, notes: [] };
    case 'regular':
      return { value: regulars, notes: [] };
    case 'twitch_vip':
      return { value: regulars, notes: [vipNote] };
    case 'moderator':
      return { value: mods, notes: [] };
    case 'owner':
      return { value: mods, notes: [broadcasterNote] };
    case 'admin':
      return { value: mods, notes: ["Nightbot's own staff only is not a level here: moderators"] };
  }
  return { value: mods, notes: [`the user level "${userLevel}" is unknown here: moderators, the safest`] };
}

/**
 * StreamElements' accessLevel: 100 everyone, 250 subscribers, 300 regulars, 400 VIPs, 500 moderators,
 * 1000 super moderators, 1500 the broadcaster (StreamElements/docs). A level between those counts as the
 * one below it.
 */
export function streamElementsGates(accessLevel: number): Mapped<CommandGates> {
  if (accessLevel < 250) return { value: open, notes: [] };
  if (accessLevel < 300) return { value: subs, notes: [] };
  if (accessLevel < 400) return { value: regulars, notes: [] };
  if (accessLevel < 500) return { value: regulars, notes: [vipNote] };
  if (accessLevel < 1000) return { value: mods, notes: [] };
  if (accessLevel < 1500)
    return { value: mods, notes: ['super moderators only is not a level here: moderators'] };
  return { value: mods, notes: [broadcasterNote] };
}

/** Seconds, capped at the product's most. */
export function cooldownOf(seconds: number): Mapped<number> {
  if (seconds <= maxCooldownSeconds) return { value: Math.max(0, Math.round(seconds)), notes: [] };
  return {
    value: maxCooldownSeconds,
    notes: [
      `the cooldown of ${seconds.toLocaleString('en-US')} s is more than the ${maxCooldownSeconds.toLocaleString('en-US')} s allowed here: ${maxCooldownSeconds.toLocaleString('en-US')} s`,
    ],
  };
}

/** StreamElements has a cooldown per viewer and one for everyone; the product's one is the longer. */
export function streamElementsCooldownOf(cooldown: { user: number; global: number }): Mapped<number> {
  const longer = Math.max(cooldown.user, cooldown.global);
  const mapped = cooldownOf(longer);
  if (cooldown.user === cooldown.global || mapped.notes.length > 0) return mapped;
  return {
    value: mapped.value,
    notes: [
      `one cooldown here: ${mapped.value} s (was ${cooldown.user} s per viewer, ${cooldown.global} s for everyone)`,
    ],
  };
}
