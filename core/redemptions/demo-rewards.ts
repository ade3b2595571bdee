// Dev mode's demo channel-point rewards, as the simulated Twitch lists them for the reward pickers.
import type { ChannelReward } from './channel-rewards';

export const demoRewards: ChannelReward[] = [
  { id: 'demo-reward-hydrate', title: 'Hydrate', cost: 100, enabled: true },
  { id: 'demo-reward-stretch', title: 'Stretch break', cost: 500, enabled: true },
  { id: 'demo-reward-song', title: 'Pick the next song', cost: 1500, enabled: true },
  { id: 'demo-reward-count', title: 'Count', cost: 50, enabled: true },
  { id: 'demo-reward-emote', title: 'Emote-only chat for 1 minute', cost: 5000, enabled: false },
];
