// Dashboard areas whose features are still being built: each page says so plainly, with no controls.

export type UpcomingFeature = { path: string; title: string; summary: string };

export const upcomingFeatures: UpcomingFeature[] = [
  {
    path: '/settings/clips',
    title: 'Clip Reel',
    summary: 'An OBS overlay that plays your clips with an info box, filtered and ordered as you choose.',
  },
];
