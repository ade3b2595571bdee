// The Text command the workerd benches give their channel: anyone may use it, no cooldown.
export const benchTextCommand = (command: string, text: string) => ({
  command,
  type: 'Text' as const,
  text,
  needsMod: false,
  followersOnly: false,
  subsOnly: false,
  enabledInTwitch: true,
  enabledInDiscord: false,
  cooldownSeconds: 0,
});
