import { api } from '../../api';
import { CopyButton } from '../../components/CopyButton';
import { OverlayKeyWithheld } from '../../components/overlay-settings/OverlayLink';
import { RegenerateOverlayKey } from '../../components/overlay-settings/RegenerateOverlayKey';
import { TokenForm } from './TokenForm';

/** Ko-fi posts each tip to our webhook; its verification token proves a post came from Ko-fi. */
export function KofiSection({
  initiallySet,
  webhookUrl,
  onNewKey,
}: {
  initiallySet: boolean;
  /** Null for an editor: the address holds the overlay key. */
  webhookUrl: string | null;
  onNewKey: (overlaySecretKey: string) => void;
}) {
  if (webhookUrl === null) return <OverlayKeyWithheld what="the Ko-fi webhook address" />;
  return (
    <>
      <ol className="steps">
        <li>
          On <a href="https://ko-fi.com/manage/webhooks">ko-fi.com → More → API</a>, paste this address as the
          Webhook URL and press Update:
          <div className="overlay-link-row">
            <code className="overlay-url">{webhookUrl}</code>
            <CopyButton text={webhookUrl} label="Copy webhook URL" />
          </div>
        </li>
        <li>Under Advanced on the same page, copy the Verification Token and save it below.</li>
        <li>Ko-fi's "Send Single Donation Test" should then show on your carousel.</li>
      </ol>
      <p className="hint">
        The address holds your overlay key. If it leaked, make a new key and give Ko-fi the new address.
      </p>
      <RegenerateOverlayKey onNewKey={onNewKey} />
      <TokenForm
        service="Ko-fi"
        label="Verification token"
        placeholder="e.g. 1a2b3c4d-…"
        initiallySet={initiallySet}
        hint="Tips posted without this token are refused. Keep the webhook address private: it contains your overlay key."
        save={(verificationToken) => api.tips.kofi.$post({ json: { verificationToken } })}
        remove={() => api.tips.kofi.$delete()}
      />
    </>
  );
}
