// The overlay page OBS loads; it holds its socket open so the channel's updates reach it live.
// What it draws arrives with its settings area (web/pages/upcoming lists it as not available yet).
import { createRoot } from 'react-dom/client';
import { useLiveState } from '../shared/use-live-state';
import '../shared/overlay.css';

function OverlayPage() {
  useLiveState('clips');
  return null;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<OverlayPage />);
