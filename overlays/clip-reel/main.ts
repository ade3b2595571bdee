// The clip reel overlay page (/clips/{overlaySecretKey}). It holds its socket open so the channel's
// updates reach it live; what it plays arrives with the clip reel's own issue (its settings page
// says it is not available yet).
import { connectOverlaySocket } from '../shared/overlay-socket';
import '../shared/overlay.css';

connectOverlaySocket('clipReel', () => {});
