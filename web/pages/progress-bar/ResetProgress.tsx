// Reset progress: the tip points and the daily counts start again from zero. The page says since
// when each type counts, so a streamer knows what the bar is showing.
import { useState } from 'react';
import { api, saveOutcome } from '../../api';
import { ConfirmedAction } from '../../components/ConfirmedAction';

export type CountingSince = {
  daily: number | null;
  tipPoints: number | null;
  totalsCheckedAt: number | null;
};

const when = (at: number | null, never: string) =>
  at === null
    ? never
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

export function ResetProgress({ initial }: { initial: CountingSince }) {
  const [since, setSince] = useState(initial);
  return (
    <div className="form">
      <ul className="counting-since">
        <li>
          <strong>New follows and new subscriptions</strong> count from when your stream goes live; last
          restarted: {when(since.daily, 'not yet (they start with your next stream)')}.
        </li>
        <li>
          <strong>Tips as points</strong> count since your last reset:{' '}
          {when(since.tipPoints, 'never reset, so since your first tip, cheer or sub here')}.
        </li>
        <li>
          <strong>Totals and subscriber points</strong> come from Twitch, plus what happened since it was last
          asked: {when(since.totalsCheckedAt, 'not asked yet (an open overlay asks)')}.
        </li>
      </ul>
      <p className="hint">Events fired in the Simulator move the bar too; they are kept apart as tests.</p>
      <ConfirmedAction
        label="Reset progress"
        question="Start the tip points and the new follow and subscription counts again from zero?"
        run={async () => {
          const outcome = await saveOutcome(await api.progressBar.resetProgress.$post());
          if (!outcome.ok) return outcome;
          const now = Date.now();
          setSince((current) => ({ ...current, daily: now, tipPoints: now }));
          return { ok: true, message: 'Progress reset' };
        }}
      />
    </div>
  );
}
