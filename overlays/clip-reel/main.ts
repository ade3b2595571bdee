// The clip reel overlay page (/clips/{overlaySecretKey}): plays the channel's playlist one clip after
// another with the info box. The playlist comes from /api/overlay/{key}/clips with this page's own
// query (the link's filters override the saved ones); a settings save restyles it at once and new
// clips join without a reload.
import type { PlaylistClip } from '../../core/clips/clip';
import { type ClipOrder, clipReelArea } from '../../core/clips/clip-reel-settings';
import { playQueue } from '../../core/clips/play-order';
import { startOverlayPage } from '../shared/overlay-page';
import '../carousel/fonts.css';
import { overlayKeyFromPath } from '../shared/overlay-socket';
import { type PlayingClip, playClip } from './clip-player';
import { mountClipReel } from './clip-reel-renderer';

/** With nothing to play, the playlist is asked again this often (new clips also arrive by socket). */
const idleRetryMs = 60_000;
const failedRetryMs = 10_000;

startOverlayPage('clipReel', clipReelArea, (root, linkSettings) => {
  let settings = linkSettings;
  const query = new URLSearchParams(location.search);
  const linkOrder = (query.get('sort') ?? query.get('order')) as ClipOrder | null;
  const orderNow = () => (linkOrder === 'top' || linkOrder === 'random' ? linkOrder : settings.order);
  const reel = mountClipReel(root, { settings, clip: null });
  const queue = playQueue<PlaylistClip>([], orderNow());
  let playing: PlayingClip | null = null;
  let current: PlaylistClip | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let loading: Promise<void> | null = null;

  const playNext = () => {
    clearTimeout(retry);
    const clip = queue.next();
    current = clip;
    reel.update({ settings, clip });
    document.documentElement.dataset.clip = clip?.id ?? '';
    if (!clip) {
      playing = null;
      retry = setTimeout(load, idleRetryMs);
      return;
    }
    playing = playClip(reel.stage, clip, settings.volume, playNext);
  };

  const fetchPlaylist = async () => {
    const key = encodeURIComponent(overlayKeyFromPath(location.pathname));
    const response = await fetch(`/api/overlay/${key}/clips${location.search}`);
    if (!response.ok) throw new Error(`playlist: ${response.status}`);
    return ((await response.json()) as { clips: PlaylistClip[] }).clips;
  };

  function load(): Promise<void> {
    loading ??= fetchPlaylist()
      .then((clips) => {
        queue.replace(clips, orderNow());
        if (!playing) playNext();
      })
      .catch(() => {
        clearTimeout(retry);
        if (!playing) retry = setTimeout(load, failedRetryMs);
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  load();
  return (message) => {
    if (message.type === 'settings' && message.area === 'clipReel') {
      settings = message.settings;
      reel.update({ settings, clip: current });
      playing?.setVolume(settings.volume);
      // The saved filters or order may have changed what plays.
      load();
    } else if (message.type === 'clipsChanged') load();
  };
});
