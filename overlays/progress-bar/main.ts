// The progress bar overlay page (/progressBar/v1/{overlaySecretKey}): the goal bar, following the
// channel's counts (change by change) with the saved settings.
import { followState } from '../../core/overlay/state-follower';
import {
  applyProgressChange,
  emptyProgressCounts,
  type ProgressCounts,
  progressAmount,
} from '../../core/progress/progress-counts';
import { type ProgressBarSettings, progressBarArea } from '../../core/progress/progress-settings';
import { startOverlayPage } from '../shared/overlay-page';
import '../carousel/fonts.css';
import { mountProgressBar, type ProgressView } from './progress-renderer';

const viewOf = (settings: ProgressBarSettings, counts: ProgressCounts): ProgressView => ({
  settings,
  amount: progressAmount(counts, settings.progressBarType, settings),
  goal: settings.goal,
  title: settings.titleText,
});

startOverlayPage('progressBar', progressBarArea, (root, linkSettings, send) => {
  let settings = linkSettings;
  let counts = emptyProgressCounts;
  const bar = mountProgressBar(root, viewOf(settings, counts));
  const follow = followState('progressBar', applyProgressChange, () => send({ type: 'sendState' }));
  return (message) => {
    const followed = follow(message);
    if (followed) counts = followed;
    else if (message.type === 'settings' && message.area === 'progressBar') settings = message.settings;
    else return;
    bar.update(viewOf(settings, counts));
  };
});
