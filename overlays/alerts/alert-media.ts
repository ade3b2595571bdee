// Gets an alert's image or video and its sound ready to play. Each waits at most a few seconds: a
// slow or broken media address must never hold the queue. A picture that fails to load is dropped
// (the alert plays as text only); one still loading when time is up is shown and finishes loading.

/** How long an alert waits for its media before it starts anyway. */
const readyWithinMs = 4000;

export type AlertMedia = {
  visual: HTMLImageElement | HTMLVideoElement | null;
  sound: HTMLAudioElement | null;
};

type Outcome = 'ready' | 'failed' | 'late';

/** Resolves on the first of: the ready promise, a failure, the time limit, or the alert's stop. */
function settle(ready: Promise<unknown>, signal: AbortSignal): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('late'), readyWithinMs);
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    signal.addEventListener('abort', () => done('late'), { once: true });
    ready.then(
      () => done('ready'),
      () => done('failed'),
    );
  });
}

/** A media element's first playable data, or its error. */
const canPlay = (media: HTMLMediaElement) =>
  new Promise<void>((resolve, reject) => {
    media.addEventListener('canplay', () => resolve(), { once: true });
    media.addEventListener('error', () => reject(media.error), { once: true });
  });

async function loadImage(url: string, signal: AbortSignal): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.className = 'alert-media';
  image.alt = '';
  image.src = url;
  return (await settle(image.decode(), signal)) === 'failed' ? null : image;
}

async function loadVideo(url: string, volume: number, signal: AbortSignal): Promise<HTMLVideoElement | null> {
  const video = document.createElement('video');
  video.className = 'alert-media';
  video.playsInline = true;
  video.preload = 'auto';
  video.volume = volume;
  const ready = canPlay(video);
  video.src = url;
  return (await settle(ready, signal)) === 'failed' ? null : video;
}

async function loadSound(url: string, volume: number, signal: AbortSignal): Promise<HTMLAudioElement | null> {
  const sound = new Audio();
  sound.preload = 'auto';
  sound.volume = volume;
  const ready = canPlay(sound);
  sound.src = url;
  return (await settle(ready, signal)) === 'failed' ? null : sound;
}

type MediaAddresses = { image?: string; video?: string; sound?: string };

/** A video wins over an image when both are given; the image stands in for a video that fails. */
async function loadVisual(media: MediaAddresses, volume: number, signal: AbortSignal) {
  const video = media.video ? await loadVideo(media.video, volume, signal) : null;
  return video ?? (media.image ? loadImage(media.image, signal) : null);
}

/** Loads the alert's picture and sound side by side. */
export async function loadAlertMedia(
  media: MediaAddresses,
  volume: number,
  signal: AbortSignal,
): Promise<AlertMedia> {
  const [visual, sound] = await Promise.all([
    loadVisual(media, volume, signal),
    media.sound ? loadSound(media.sound, volume, signal) : null,
  ]);
  return { visual, sound };
}
