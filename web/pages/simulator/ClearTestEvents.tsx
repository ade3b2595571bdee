// "Clear test events": what the Simulator fired leaves the carousel queues, the goal counts and the
// event log, so old tests never play before real events once the streamer goes live.
import { api, failureReason } from '../../api';
import { ConfirmedAction } from '../../components/ConfirmedAction';

const removedText = (removed: number) =>
  removed === 0
    ? 'There were no test events to clear'
    : `Cleared ${removed} test event${removed === 1 ? '' : 's'}; goal bars count only real ones again`;

export function ClearTestEvents() {
  return (
    <div className="form">
      <p className="hint">
        Events fired here are tests: they play on your overlays and move your goal bars, but never take the
        top supporter spot from a real one.
      </p>
      <ConfirmedAction
        label="Clear test events"
        question="Remove every test event from your overlays' queues and take test events out of your goal bars? Real events stay."
        run={async () => {
          const response = await api.simulator.clearTestEvents.$post();
          if (!response.ok) return { ok: false, reason: await failureReason(response) };
          const { removed } = await response.json();
          return { ok: true, message: removedText(removed) };
        }}
      />
    </div>
  );
}
