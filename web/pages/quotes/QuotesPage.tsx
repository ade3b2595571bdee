import { useCallback, useEffect, useState } from 'react';
import { quoteCommandTypes } from '../../../core/commands/command-types';
import { type Quote, quoteDateOrder, quoteDateOrderNames } from '../../../core/quotes/quote';
import { api, failureReason } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { confirmFirst } from '../../components/ConfirmedAction';
import { CommandList } from '../commands/CommandList';
import { AddQuoteForm } from './AddQuoteForm';
import { FormatForm } from './FormatForm';
import { QuoteItem } from './QuoteItem';

type QuoteSettings = { quoteFormat: string; backgroundFormat: string; username: string };

export function QuotesPage() {
  const [quotes, setQuotes] = useState<Quote[] | null>(null);
  const [settings, setSettings] = useState<QuoteSettings | null>(null);
  const [renumber, setRenumber] = useState<{ ok: boolean; text: string } | null>(null);
  const [previewVersion, setPreviewVersion] = useState(0);

  const loadQuotes = useCallback(async () => {
    const response = await api.quotes.$get();
    if (response.ok) setQuotes((await response.json()).quotes);
  }, []);

  const loadSettings = useCallback(() => {
    api.quotes.settings
      .$get()
      .then((response) => response.json())
      .then((body) => setSettings(body.settings))
      .catch(() => setSettings(null));
  }, []);

  useEffect(() => {
    void loadQuotes();
    loadSettings();
  }, [loadQuotes, loadSettings]);

  // Dates on this page are written in the order the Get Quote reply writes them in chat.
  const dateOrder = quoteDateOrder(settings?.quoteFormat ?? '');

  async function renumberQuotes() {
    if (!confirmFirst('Renumber your quotes? Their numbers change to close the gaps; this cannot be undone.'))
      return;
    setRenumber(null);
    const response = await api.quotes.renumber.$post();
    if (!response.ok) {
      setRenumber({ ok: false, text: await failureReason(response) });
      return;
    }
    await loadQuotes();
    setRenumber({ ok: true, text: 'Quotes renumbered.' });
  }

  const wallpaperPath = settings ? `/bgQuote/${settings.username}/1920/1080/quote.png` : '';

  return (
    <article className="page">
      <h1>Quotes</h1>
      <Collapsible title="General Settings">
        {settings && (
          <FormatForm
            label="Get Quote reply format"
            initial={settings.quoteFormat}
            save={(text) => api.quotes.format.$put({ json: { text } })}
            onSaved={loadSettings}
          />
        )}
        <p className="hint">
          Use {'{quote}'}, {'{number}'}, {'{submitter}'}, {'{date}'}, {'{day}'}, {'{month}'}, {'{year}'} and
          any other keyword.
        </p>
        <p>
          <button type="button" className="link-button" onClick={() => void renumberQuotes()}>
            Renumber quotes
          </button>{' '}
          <span className="hint">closes the gaps left by deleted quotes, keeping their order.</span>
          {renumber && (
            <span className={renumber.ok ? 'success' : 'error'} role={renumber.ok ? 'status' : 'alert'}>
              {' '}
              {renumber.text}
            </span>
          )}
        </p>
      </Collapsible>
      <Collapsible title="Quote Commands">
        <CommandList kind="quote" types={quoteCommandTypes} addLabel="Add New Quote Command" />
      </Collapsible>
      <Collapsible title="Wallpaper Generator">
        <p>A random background with a random quote of your channel, at the size you ask for.</p>
        {settings && (
          <FormatForm
            label="Wallpaper text format"
            initial={settings.backgroundFormat}
            save={(text) => api.quotes.bgFormat.$put({ json: { text } })}
            onSaved={() => setPreviewVersion((v) => v + 1)}
          />
        )}
        {settings && (
          <p>
            Link:{' '}
            <a href={wallpaperPath} target="_blank" rel="noreferrer">
              {location.origin}
              {wallpaperPath}
            </a>{' '}
            <span className="hint">(change 1920 and 1080 to the width and height you want)</span>
          </p>
        )}
        {settings && quotes && quotes.length > 0 && (
          <img
            className="wallpaper-preview"
            src={`/bgQuote/${settings.username}/640/360/quote.png?v=${previewVersion}`}
            width={640}
            height={360}
            alt="Wallpaper preview with a random quote"
          />
        )}
      </Collapsible>
      <Collapsible title="My Quotes">
        {quotes === null && <p className="loading">Loading quotes…</p>}
        <AddQuoteForm onAdded={() => void loadQuotes()} />
        {quotes?.length === 0 && (
          <p className="hint">
            Your channel has no quotes yet. Add one above; viewers add them with your quote commands, for
            example <code>!addquote</code>.
          </p>
        )}
        {quotes && quotes.length > 0 && settings && (
          <p className="hint">
            Dates read {quoteDateOrderNames[dateOrder]} (UTC), as your Get Quote reply says them in chat.
          </p>
        )}
        {quotes && quotes.length > 0 && (
          <ol className="quote-list">
            {quotes.map((quote) => (
              <QuoteItem
                key={`${quote.number}-${quote.text}`}
                quote={quote}
                dateOrder={dateOrder}
                onDeleted={(number) =>
                  setQuotes((current) => current?.filter((q) => q.number !== number) ?? null)
                }
              />
            ))}
          </ol>
        )}
      </Collapsible>
    </article>
  );
}
