// The emote mover overlay page (/emoteMover/v1/{overlaySecretKey}). It holds its socket open so the
// channel's updates reach it live; what it draws arrives with the emote mover's own issue (its
// settings page says it is not available yet).
import { connectOverlaySocket } from '../shared/overlay-socket';
import '../shared/overlay.css';

connectOverlaySocket('emoteMover', () => {});
