// The moderation page's tester (spec/moderation.md section 7): one message, as a viewer with the given
// roles, against the saved settings or unsaved ones: each normalisation step and the decision. It
// stores nothing and does nothing; the viewer is a first-time chatter with no strikes.
import type { FilterKey, ModerationSettings, Punishment } from './moderation-settings';
import { isNeverActioned } from './never-actioned';
import type { CompiledModeration, ScreenResult } from './screen';
import { type ChannelFacts, type ScreenedMessage, screenInputFor } from './screen-input';
import { stepFor } from './strikes';

export type TestDecision = {
  action: 'allow' | Punishment['action'];
  filter: FilterKey | null;
  normalized: string;
  duration?: number;
  reason?: string;
  entry?: string;
  dryRun?: boolean;
  steps: ScreenResult['steps'];
};

/** The rules tried: settings and the same settings compiled (the part keeps the saved ones compiled). */
export type TriedRules = { settings: ModerationSettings; compiled: CompiledModeration };

export function testMessage(
  message: ScreenedMessage,
  rules: TriedRules,
  channel: ChannelFacts,
  now: number,
): TestDecision {
  const result = rules.compiled.screen(
    screenInputFor(message, rules.settings, channel, { clean: 0, recent: [], now }),
  );
  // The steps are shown for every chatter, the decision only for those the filters may act on.
  const verdict = isNeverActioned(message.roles) ? null : result.verdict;
  if (!verdict) return { action: 'allow', filter: null, normalized: result.normalized, steps: result.steps };
  const { punishment } = stepFor(rules.settings, verdict, 0);
  return {
    action: punishment.action,
    filter: verdict.filter,
    normalized: result.normalized,
    ...(punishment.action === 'timeout' && { duration: punishment.duration }),
    reason: verdict.reason,
    ...(verdict.entry && { entry: verdict.entry }),
    ...(verdict.dryRun && { dryRun: true }),
    steps: result.steps,
  };
}
