import { createRoot } from 'react-dom/client';
import { useLiveState } from '../shared/use-live-state';
import { EventsOverlay } from './EventsOverlay';
import '../shared/overlay.css';
import './events.css';

function EventsOverlayPage() {
  const { state } = useLiveState('events');
  return <EventsOverlay latest={state.recentEvents[0]} />;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<EventsOverlayPage />);
