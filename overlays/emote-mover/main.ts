// The emote mover overlay page (/emoteMover/v1/{overlaySecretKey}): a transparent, full-frame stage
// where the channel's chat emotes fly, following the saved settings.
import { emoteMoverArea } from '../../core/emotes/emote-settings';
import { startOverlayPage } from '../shared/overlay-page';
import { mountEmoteMover } from './emote-renderer';

startOverlayPage('emoteMover', emoteMoverArea, (root, linkSettings) => {
  root.style.position = 'fixed';
  root.style.inset = '0';
  const mover = mountEmoteMover(root, linkSettings);
  return (message) => {
    if (message.type === 'emotes') mover.play(message.emotes);
    else if (message.type === 'settings' && message.area === 'emoteMover') mover.update(message.settings);
  };
});
