import { type FormEvent, useId, useState } from 'react';
import { type LiveEventType, liveEventTypes } from '../../../core/live/live-event';
import { explainRedemptionSilence } from '../../../core/redemptions/redemption-silence';
import { isFromViewer } from '../../../core/simulator/simulator-requests';
import { api, failureReason } from '../../api';
import { TextField } from '../../components/SettingFields';

const eventLabels: Record<LiveEventType, string> = {
  follow: 'Follow',
  subscribe: 'Subscription',
  giftsub: 'Gift subscriptions',
  resub: 'Resubscription',
  cheer: 'Cheer',
  raid: 'Raid',
  tip: 'Tip',
  redemption: 'Channel-point redemption',
  streamOnline: 'Stream goes live',
  streamOffline: 'Stream ends',
  viewerModerated: 'Message removed by a mod',
};

/** What the amount field means for each event, or null when it has none. */
const amountLabels: Partial<Record<LiveEventType, string>> = {
  giftsub: 'Number of gifts',
  resub: 'Months',
  cheer: 'Bits',
  raid: 'Viewers',
  tip: 'Amount',
  redemption: 'Points spent',
};

/** How many of the event one press fires: a flood tests the overlays and the reactions' flood limit. */
const floodCounts = [1, 10, 100] as const;
type FloodCount = (typeof floodCounts)[number];

const hasMessage = (type: LiveEventType) => ['resub', 'cheer', 'tip', 'redemption'].includes(type);

/** Currencies a simulated tip can be in: the overlays write each as that currency is written. */
const tipCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'BRL'] as const;

export function EventSimulator({ onFired }: { onFired: () => void }) {
  const [type, setType] = useState<LiveEventType>('follow');
  const [user, setUser] = useState('viewer');
  const [amount, setAmount] = useState('100');
  const [message, setMessage] = useState('');
  const [reward, setReward] = useState('Hydrate');
  const [currency, setCurrency] = useState<string>('USD');
  const [count, setCount] = useState<FloodCount>(1);
  // A flood of 100 takes a few seconds: one press fires it once.
  const [isFiring, setIsFiring] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const amountLabel = amountLabels[type];
  const hasViewer = isFromViewer(type);
  const flood = hasViewer && count > 1 ? count : null;
  // A result speaks of what was sent: any change to the form makes it stale, so it goes.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setResult(null);
      set(value);
    };

  async function fire(event: FormEvent) {
    event.preventDefault();
    const json = {
      type,
      ...(flood ? { count: flood } : {}),
      ...(hasViewer && !flood && user ? { user } : {}),
      ...(amountLabel ? { amount: Number(amount) } : {}),
      ...(hasMessage(type) && message ? { message } : {}),
      ...(type === 'redemption' ? { reward } : {}),
      ...(type === 'tip' ? { currency } : {}),
    };
    setIsFiring(true);
    try {
      const response = await api.simulator.event.$post({ json });
      if (!response.ok) {
        setResult({ ok: false, text: await failureReason(response) });
        return;
      }
      onFired();
      const answer = await response.json();
      const sent = flood
        ? `Sent: ${eventLabels[type]} ×${answer.fired}, each from a different made-up viewer.`
        : `Sent: ${eventLabels[type]}${json.user ? ` from ${json.user}` : ''}.`;
      // A redemption nothing answers: why the bot stays silent.
      const why =
        'why' in answer && answer.why ? ` No answer: ${explainRedemptionSilence(answer.why, reward)}` : '';
      setResult({ ok: true, text: sent + why });
    } catch {
      setResult({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
    } finally {
      setIsFiring(false);
    }
  }

  return (
    <form onSubmit={fire} className="form">
      <div className="event-choice">
        <div className="field">
          <label htmlFor={`${id}-type`}>Event</label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(e) => edited(setType)(e.target.value as LiveEventType)}
          >
            {liveEventTypes.map((eventType) => (
              <option key={eventType} value={eventType}>
                {eventLabels[eventType]}
              </option>
            ))}
          </select>
        </div>
        {hasViewer && (
          <fieldset className="field">
            <legend>How many</legend>
            <div className="segmented">
              {floodCounts.map((choice) => (
                <label key={choice}>
                  <input
                    type="radio"
                    name={`${id}-count`}
                    checked={count === choice}
                    onChange={() => edited(setCount)(choice)}
                  />
                  <span>×{choice}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
      {hasViewer && (
        // A flood names its own viewers; the name typed here comes back for a single event.
        <TextField
          label={type === 'raid' ? 'Raiding channel' : 'Viewer'}
          value={flood ? '' : user}
          maxLength={25}
          placeholder={flood ? `${flood} made-up viewers` : undefined}
          disabled={flood !== null}
          onChange={edited(setUser)}
        />
      )}
      {amountLabel && (
        <div className="field">
          <label htmlFor={`${id}-amount`}>{amountLabel}</label>
          <input
            id={`${id}-amount`}
            type="number"
            min={type === 'tip' ? 0.01 : 1}
            step={type === 'tip' ? 0.01 : 1}
            required
            value={amount}
            onChange={(e) => edited(setAmount)(e.target.value)}
          />
        </div>
      )}
      {type === 'tip' && (
        <div className="field">
          <label htmlFor={`${id}-currency`}>Currency</label>
          <select
            id={`${id}-currency`}
            value={currency}
            onChange={(e) => edited(setCurrency)(e.target.value)}
          >
            {tipCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      )}
      {type === 'redemption' && (
        <TextField label="Reward title" value={reward} maxLength={45} required onChange={edited(setReward)} />
      )}
      {hasMessage(type) && (
        <TextField label="Message (optional)" value={message} maxLength={500} onChange={edited(setMessage)} />
      )}
      <button type="submit" className="button primary" disabled={isFiring}>
        {flood ? `Fire ${flood} events` : 'Fire event'}
      </button>
      {result && (
        <p className={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </form>
  );
}
