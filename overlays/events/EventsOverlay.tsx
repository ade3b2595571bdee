// The event overlay's view: the newest channel event, announced for a few seconds.
import { useEffect, useState } from 'react';
import { describeLiveEvent } from '../../core/live/describe-live-event';
import type { LiveEvent } from '../../core/live/live-event';

const showForMs = 8000;

export function EventsOverlay({ latest }: { latest: LiveEvent | undefined }) {
  const [visible, setVisible] = useState<LiveEvent | undefined>();

  useEffect(() => {
    if (!latest || Date.now() - latest.at > showForMs) return;
    setVisible(latest);
    const timer = setTimeout(() => setVisible(undefined), showForMs);
    return () => clearTimeout(timer);
  }, [latest]);

  if (!visible) return null;
  return (
    <div className="event-card" data-event-type={visible.type} key={visible.id}>
      {describeLiveEvent(visible)}
    </div>
  );
}
