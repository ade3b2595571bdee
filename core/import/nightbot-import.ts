// Nightbot's answers as preview rows: commands (user level, cooldown, use count), timers (cron
// schedules read as minutes), regulars (Twitch ones) and spam filters.
import { twitchLoginPattern } from '../chat/twitch-login';
import { cronMinutes, timerItem } from './announcements-import';
import { commandItem } from './command-items';
import type { PlannedItem } from './import-plan';
import { nightbotFilterItem } from './moderation-import';
import { translateNightbotText } from './nightbot-variables';
import type { NightbotAnswers, NightbotCommand, NightbotRegular, NightbotTimer } from './source-answers';
import { cooldownOf, nightbotGates } from './user-levels';

function commandRow(command: NightbotCommand): PlannedItem {
  const gates = nightbotGates(command.userLevel);
  const cooldown = cooldownOf(command.coolDown);
  return commandItem({
    name: command.name,
    original: command.message,
    translation: translateNightbotText(command.message),
    settings: {
      ...gates.value,
      cooldownSeconds: cooldown.value,
      enabledInTwitch: true,
      hiddenOnPublicPage: false,
      numberOfTimesUsed: command.count,
    },
    notes: [...gates.notes, ...cooldown.notes],
  });
}

function timerRow(timer: NightbotTimer): PlannedItem {
  const minutes = cronMinutes(timer.interval);
  return timerItem({
    name: timer.name,
    original: timer.message,
    translation: translateNightbotText(timer.message),
    minutes,
    chatLines: timer.lines,
    enabled: timer.enabled,
    refused: timer.enabled ? undefined : 'it was turned off in Nightbot',
    notes: minutes === null ? [`the schedule "${timer.interval}" is not a plain interval`] : [],
  });
}

function regularRow(regular: NightbotRegular): PlannedItem {
  const login = regular.name.toLowerCase();
  const base = {
    kind: 'regular' as const,
    name: login,
    original: regular.displayName ?? regular.name,
    translated: login,
    exists: false,
  };
  const refused =
    regular.provider !== undefined && regular.provider !== 'twitch'
      ? `a ${regular.provider} user cannot be a regular on Twitch`
      : twitchLoginPattern.test(login)
        ? null
        : `"${regular.name}" is not a Twitch login`;
  if (refused) return { ...base, untranslated: [`not importable: ${refused}`], payload: null };
  const displayName = regular.displayName && regular.displayName !== login ? regular.displayName : undefined;
  return { ...base, untranslated: [], payload: displayName ? { login, displayName } : { login } };
}

export function planNightbot(answers: NightbotAnswers): PlannedItem[] {
  return [
    ...(answers.commands?.commands ?? []).map(commandRow),
    ...(answers.timers?.timers ?? []).map(timerRow),
    ...(answers.regulars?.regulars ?? []).map(regularRow),
    ...(answers.spam_protection?.filters ?? []).map(nightbotFilterItem),
  ];
}
