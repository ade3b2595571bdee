// The alerts overlay page (/alerts/v1/{overlaySecretKey}): a transparent, full-frame alert box that
// plays the alerts the channel's queue sends, acknowledges each, and proves with a heartbeat from its
// animation loop that the browser source is really running.
import { type AlertsSettings, alertsArea } from '../../core/alerts/alerts-settings';
import { startOverlayPage } from '../shared/overlay-page';
import { overlayKeyFromPath } from '../shared/overlay-socket';
import '../carousel/fonts.css';
import { mountAlertBox } from './alerts-renderer';
import { createSpeaker } from './speech/speech-engine';

const heartbeatEveryMs = 5000;

/**
 * Beats on the first animation frame after each 5 s: OBS stops drawing a hidden or frozen browser
 * source, so its frames and its beats stop together, while timers alone would tick on.
 */
function beatFromAnimationFrames(beat: () => void) {
  let isFramePending = false;
  setInterval(() => {
    if (isFramePending) return;
    isFramePending = true;
    requestAnimationFrame(() => {
      isFramePending = false;
      beat();
    });
  }, heartbeatEveryMs);
}

/** Whether any alert may speak: any type's speech, or a variation's. */
const maySpeak = (settings: AlertsSettings) =>
  Object.values(settings.types).some(
    (type) => type.speech.enabled || type.variations.some((variation) => variation.speech?.enabled),
  );

startOverlayPage('alerts', alertsArea, (root, _linkSettings, send, beat) => {
  root.style.position = 'fixed';
  root.style.inset = '0';
  // The engines load lazily; mute is the player's (it aborts speech).
  const speaker = createSpeaker(
    `/api/overlay/${encodeURIComponent(overlayKeyFromPath(location.pathname))}/speech`,
  );
  const box = mountAlertBox(root, {
    report: send,
    speak: (speech, signal) => speaker.speak(speech, signal, { volume: 1, muted: false }),
  });
  beatFromAnimationFrames(beat);
  beat();
  return (message) => {
    if (message.type === 'alert') box.play(message.alert);
    else if (message.type === 'alertStop') box.stop(message.ids, message.speechOnly);
    else if (message.type === 'alertMute') box.mute(message.muted);
    // The bundled voice is large: it loads once the settings say an alert may speak, not at its first line.
    else if (message.type === 'settings' && message.area === 'alerts' && maySpeak(message.settings))
      speaker.warmUp();
  };
});
