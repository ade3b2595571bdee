// The alert box (spec alerts.md section 3): plays the alerts the server sends one at a time, in the
// order they arrive, and acknowledges each: started once its media are ready and it shows, finished
// when it has left. The server's queue decides the order and the gap; this box only holds what
// arrives while one plays. An alert sent again (after a reconnect) is acknowledged again, never
// played twice. The dashboard's preview plays alerts with this same drawing (mountAlertPreview).
import type { AlertToPlay } from '../../core/alerts/alert';
import type { AlertReport } from '../../core/overlay/overlay-messages';
import { type PlayingAlert, playAlert, type SpeakAlert } from './alert-player';
import { mountAlertStage } from './alert-stage';
import './alerts.css';

export type { SpeakAlert } from './alert-player';

export type AlertBox = {
  play(alert: AlertToPlay): void;
  /** Ends these alerts now and reports them finished; `speechOnly` silences their speech instead. */
  stop(ids: readonly string[], speechOnly: boolean): void;
  mute(muted: boolean): void;
  destroy(): void;
};

export type AlertBoxOptions = {
  report(report: AlertReport): void;
  speak?: SpeakAlert;
};

type Progress = 'waiting' | 'playing' | 'started' | 'finished';

/** Ids remembered against resends; a resend comes within minutes, so the oldest are let go. */
const rememberedIds = 500;

export function mountAlertBox(root: HTMLElement, options: AlertBoxOptions): AlertBox {
  const stage = mountAlertStage(root);
  const progress = new Map<string, Progress>();
  const waiting: AlertToPlay[] = [];
  let current: { id: string; playing: PlayingAlert } | null = null;
  let muted = false;
  let isDestroyed = false;

  const mark = (id: string, state: Progress) => {
    progress.delete(id);
    progress.set(id, state);
    if (progress.size <= rememberedIds) return;
    for (const [oldId, oldState] of progress) {
      if (progress.size <= rememberedIds) break;
      if (oldState === 'finished') progress.delete(oldId);
    }
  };

  const playNext = () => {
    if (current) return;
    const alert = waiting.shift();
    if (!alert) return;
    const { id } = alert;
    mark(id, 'playing');
    const playing = playAlert(stage.canvas, alert, {
      muted,
      speak: options.speak,
      onStarted: () => {
        if (isDestroyed) return;
        mark(id, 'started');
        options.report({ type: 'alertStarted', id });
      },
      onFinished: () => {
        if (isDestroyed) return;
        mark(id, 'finished');
        options.report({ type: 'alertFinished', id });
        current = null;
        playNext();
      },
    });
    current = { id, playing };
  };

  return {
    play(alert) {
      const state = progress.get(alert.id);
      if (state === 'started' || state === 'finished') options.report({ type: 'alertStarted', id: alert.id });
      if (state === 'finished') options.report({ type: 'alertFinished', id: alert.id });
      // Waiting or playing ones report on their own when they get there.
      if (state) return;
      mark(alert.id, 'waiting');
      waiting.push(alert);
      playNext();
    },
    stop(ids, speechOnly) {
      for (const id of ids) {
        if (current?.id === id) {
          if (speechOnly) current.playing.stopSpeech();
          else current.playing.stop();
          continue;
        }
        const at = waiting.findIndex((alert) => alert.id === id);
        const alert = waiting[at];
        if (!alert) continue;
        if (speechOnly) {
          waiting[at] = { ...alert, speech: undefined };
          continue;
        }
        waiting.splice(at, 1);
        mark(id, 'finished');
        options.report({ type: 'alertFinished', id });
      }
    },
    mute(next) {
      muted = next;
      current?.playing.setMuted(next);
    },
    destroy() {
      isDestroyed = true;
      current?.playing.stop();
      waiting.length = 0;
      stage.destroy();
    },
  };
}

export type AlertPreviewProps = {
  /** The alert to play: each new object plays at once, cutting the one before short. */
  alert: AlertToPlay | null;
  muted?: boolean;
  speak?: SpeakAlert;
};

/** The shape the dashboard's RendererView mounts. */
export type AlertPreview = { update(props: AlertPreviewProps): void; destroy(): void };

/** The dashboard's preview: plays the alert it is given, scaled to fit its box; no socket, no reports. */
export function mountAlertPreview(root: HTMLElement, initial: AlertPreviewProps): AlertPreview {
  root.classList.add('alerts-preview');
  const stage = mountAlertStage(root);
  let shown: AlertToPlay | null = null;
  let playing: PlayingAlert | null = null;
  let props = initial;

  const update = (next: AlertPreviewProps) => {
    props = next;
    playing?.setMuted(next.muted ?? false);
    if (next.alert === shown) return;
    shown = next.alert;
    playing?.stop();
    playing = null;
    if (!next.alert) return;
    const mine: PlayingAlert = playAlert(stage.canvas, next.alert, {
      muted: props.muted ?? false,
      speak: props.speak,
      onStarted: () => undefined,
      onFinished: () => {
        if (playing === mine) playing = null;
      },
    });
    playing = mine;
  };

  update(initial);
  return {
    update,
    destroy() {
      shown = null;
      playing?.stop();
      stage.destroy();
      root.classList.remove('alerts-preview');
    },
  };
}
