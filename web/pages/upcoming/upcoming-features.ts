// Dashboard areas whose features are still being built: each page says so plainly, with no controls.

export type UpcomingFeature = { path: string; title: string; summary: string };

export const upcomingFeatures: UpcomingFeature[] = [
  {
    path: '/settings/discord',
    title: 'Discord',
    summary:
      'Add the bot to your Discord server, choose a moderator role and announce your stream when it starts.',
  },
  {
    path: '/settings/emoteMover',
    title: 'Emote Mover',
    summary: 'An OBS overlay that sends chat emotes bouncing, raining and exploding across your stream.',
  },
];
