// The channel's public commands page (/c/{login}): its link to share with viewers, the switch that turns
// it on or off (on by default), and whether replies show the names of stored variables.
import { CopyButton } from '../../components/CopyButton';
import { Panel } from '../../components/Panel';
import { SwitchField } from '../moderation/moderation-fields';
import { usePublicPage } from './use-public-page';

/** What the page shows and leaves out, as the dashboard says it (here and in the first-time notice). */
export function PublicPageContents() {
  return (
    <p className="hint">
      It lists the commands every viewer may use (for everyone, followers or subscribers) with their replies
      as written, and your quotes with a search. Commands for moderators, VIPs, regulars or listed viewers,
      switched off in Twitch chat or set to "Hide on the public page" are left off. A reply that reads another
      site (<code>{'{urlget}'}</code>) shows "answers from another site", never the address, and stored
      variables never show their values.
    </p>
  );
}

export function PublicPagePanel() {
  const { page, error, save } = usePublicPage();
  return (
    <Panel title="Public Commands Page">
      <p className="hint">
        Viewers find your commands and quotes at this address without signing in, and <code>!commands</code>{' '}
        answers with it.
      </p>
      <PublicPageContents />
      {page === null && !error && <p className="loading">Loading…</p>}
      {page && (
        <>
          <PublicPageSwitch enabled={page.enabled} save={save} />
          <p>
            <SwitchField
              label={
                <>
                  Show the names of stored variables in replies: <code>{'{getvar.deaths}'}</code> rather than
                  "saved value"
                </>
              }
              checked={page.showsVariableNames}
              onChange={(on) =>
                void save({ showsVariableNames: on }, on ? 'Showing variable names' : 'Hiding variable names')
              }
            />
          </p>
          {page.enabled ? (
            <div className="overlay-link-row">
              <a href={page.url} target="_blank" rel="noreferrer" className="overlay-url">
                {page.url}
              </a>
              <CopyButton text={page.url} label="Copy link" />
            </div>
          ) : (
            <p className="hint">The page is off: its address shows "No commands page here".</p>
          )}
        </>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Panel>
  );
}

/** The page's on/off switch, on a line of its own. */
export function PublicPageSwitch({
  enabled,
  save,
}: {
  enabled: boolean;
  save: ReturnType<typeof usePublicPage>['save'];
}) {
  return (
    <p>
      <SwitchField
        label="Public page on"
        checked={enabled}
        onChange={(on) => void save({ enabled: on }, `Turning the page ${on ? 'on' : 'off'}`)}
      />
    </p>
  );
}
