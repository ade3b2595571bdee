// "Send a test event": one button per kind, fired through the Simulator's event API (a test event,
// which "Clear test events" removes), so the open overlays play it; `onSent` lets a preview play it too.
import { useState } from 'react';
import type { SimulatedEvent } from '../../../core/simulator/simulator-requests';
import { api, failureReason } from '../../api';

export type TestEvent = { label: string; event: Omit<SimulatedEvent, 'count'> };

/** The sample events the overlay pages send. */
export const testEvents = {
  follow: { label: 'Follow', event: { type: 'follow', user: 'TestFollower' } },
  cheer: { label: 'Cheer', event: { type: 'cheer', user: 'TestCheerer', amount: 500 } },
  sub: { label: 'Sub', event: { type: 'subscribe', user: 'TestSubscriber' } },
  tip: { label: 'Tip', event: { type: 'tip', user: 'TestTipper', amount: 5, currency: 'USD' } },
} satisfies Record<string, TestEvent>;

export function TestEventButtons({
  events,
  onSent,
}: {
  events: TestEvent[];
  onSent?: (event: TestEvent['event']) => void;
}) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function send({ label, event }: TestEvent) {
    setAnswer(null);
    try {
      const response = await api.simulator.event.$post({ json: event });
      if (!response.ok) return setAnswer({ ok: false, text: await failureReason(response) });
      onSent?.(event);
      setAnswer({ ok: true, text: `Sent a test ${label.toLowerCase()} to your open overlays.` });
    } catch {
      setAnswer({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
    }
  }

  return (
    <div className="test-events">
      <span className="label">Send a test event</span>
      <div className="row-actions start">
        {events.map((test) => (
          <button
            key={test.label}
            type="button"
            className="button"
            aria-label={`Send a test ${test.label.toLowerCase()}`}
            onClick={() => void send(test)}
          >
            {test.label}
          </button>
        ))}
      </div>
      <p className="hint" aria-live="polite">
        {answer && <span className={answer.ok ? 'success' : 'error'}>{answer.text}</span>}
      </p>
    </div>
  );
}
