import type { TipListenerState } from '../../../core/tips/tip-requests';
import { api } from '../../api';
import { HowTipsArrive, ListenerStatus } from './ListenerStatus';
import { TokenForm } from './TokenForm';

/** StreamElements: the bot checks the channel's tips with its JWT. */
export function StreamElementsSection({
  initiallySet,
  listener,
}: {
  initiallySet: boolean;
  listener: TipListenerState;
}) {
  return (
    <>
      <HowTipsArrive service="StreamElements" />
      <TokenForm
        service="StreamElements"
        label="JWT token"
        placeholder="eyJhbGciOi…"
        initiallySet={initiallySet}
        status={<ListenerStatus state={listener} />}
        hint={
          <>
            On <a href="https://streamelements.com/dashboard/account/channels">streamelements.com</a>: your
            avatar → Account → Channels → Show secrets → copy the JWT Token. Treat it like a password.
          </>
        }
        save={(jwt) => api.tips.streamelements.$post({ json: { jwt } })}
        remove={() => api.tips.streamelements.$delete()}
      />
    </>
  );
}
