// Plays one clip in the reel's stage (protocols.md section 4): the MP4 in a <video> when the
// playlist has one, done on `ended`; otherwise Twitch's embed player, hidden after the clip's
// duration since the embed says nothing when it ends. A clip that does not start within a few
// seconds is skipped, and none outlasts its duration by much, so the reel never sticks.
import type { PlaylistClip } from '../../core/clips/clip';

/** A video that has not started playing by then is skipped. */
const startWithinMs = 6000;
/** Slack past a clip's duration before it is cut (buffering, a slow embed). */
const overrunMs = 5000;
/** Clips are at most 60 s; a wrong duration never holds the reel longer. */
const longestClipMs = 65_000;

export type PlayingClip = { setVolume(volume: number): void; stop(): void };

const clipMs = (clip: PlaylistClip) => Math.min(longestClipMs, Math.max(1, clip.duration) * 1000);

export function playClip(
  stage: HTMLElement,
  clip: PlaylistClip,
  volume: number,
  onDone: () => void,
): PlayingClip {
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let media: HTMLVideoElement | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    stage.replaceChildren();
    onDone();
  };
  const cutAfter = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(finish, ms);
  };

  const embed = () => {
    media = undefined;
    const frame = document.createElement('iframe');
    frame.src = clip.embedUrl;
    frame.allow = 'autoplay; encrypted-media';
    frame.dataset.clipId = clip.id;
    stage.replaceChildren(frame);
    document.documentElement.dataset.clipPlayer = 'embed';
    cutAfter(clipMs(clip) + 1000);
  };

  if (clip.videoUrl) {
    const video = document.createElement('video');
    media = video;
    video.dataset.clipId = clip.id;
    video.playsInline = true;
    video.preload = 'auto';
    video.volume = volume;
    video.src = clip.videoUrl;
    video.addEventListener('ended', finish);
    video.addEventListener('playing', () => cutAfter(clipMs(clip) + overrunMs));
    // No MP4 after all (Twitch refused it just now): the embed plays the clip instead.
    video.addEventListener('error', () => !finished && embed());
    stage.replaceChildren(video);
    document.documentElement.dataset.clipPlayer = 'video';
    cutAfter(startWithinMs);
    video.play().catch((error: DOMException) => {
      // Outside OBS a browser may refuse sound without a click: play muted rather than not at all.
      if (error.name !== 'NotAllowedError' || finished) return;
      video.muted = true;
      video.play().catch(() => undefined);
    });
  } else embed();

  return {
    setVolume(next) {
      if (media) media.volume = next;
    },
    stop() {
      finished = true;
      clearTimeout(timer);
      stage.replaceChildren();
    },
  };
}
