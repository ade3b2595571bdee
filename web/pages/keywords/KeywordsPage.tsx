import type { KeywordGroup } from '../../../core/keywords/definition';
import { keywordDefinitions } from '../../../core/keywords/keyword-list';
import { Panel } from '../../components/Panel';
import { KeywordPlayground } from './KeywordPlayground';

const groups: { group: KeywordGroup; title: string; intro: string }[] = [
  { group: 'global', title: 'Global Keywords', intro: 'Usable in every reply.' },
  { group: 'functions', title: 'Keyword Functions', intro: 'Compute something from their parameters.' },
  { group: 'logic', title: 'Logic Keywords', intro: 'Choose what to say.' },
  {
    group: 'discord',
    title: 'Discord Keywords',
    intro: 'About your linked Discord server; in Discord answers and the live announcement.',
  },
  { group: 'incrementor', title: 'Incrementor Keywords', intro: 'Only in channel-point redemption replies.' },
];

/** Placeholders of the Get Quote reply and the wallpaper text (core/quotes/quote.ts fills them). */
const quoteKeywords = [
  ['{quote}', 'the quote itself'],
  ['{number}', 'its number'],
  ['{submitter}', 'who added it'],
  ['{date}', 'when, as YYYY-MM-DD (UTC)'],
  ['{day} {month} {year}', 'the parts of that date'],
];

export function KeywordsPage() {
  return (
    <article className="page">
      <h1>Keywords</h1>
      <p className="lead">
        Keywords go in curly brackets inside a reply and are replaced when the bot answers. Names ignore case.
        Parameters follow a period and are separated by a pipe: <code>{'{randomNumber.1|6}'}</code>. Keywords
        nest: the inner result feeds the outer one, as in <code>{'{ordinal.{randomNumber.10}}'}</code>.
      </p>
      <Panel title="Playground">
        <KeywordPlayground />
      </Panel>
      {groups.map(({ group, title, intro }) => (
        <Panel key={group} title={title}>
          <p className="hint">{intro}</p>
          <dl className="keyword-list">
            {keywordDefinitions
              .filter((definition) => definition.group === group)
              .map((definition) => (
                <div key={definition.name}>
                  <dt>
                    <code>{definition.usage}</code>
                  </dt>
                  <dd>
                    {definition.description}
                    {definition.example && (
                      <>
                        {' '}
                        Example: <code>{definition.example.template}</code> →{' '}
                        <q>{definition.example.output}</q>
                      </>
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </Panel>
      ))}
      <Panel title="Quote Formatting">
        <p className="hint">Only in the Get Quote reply and the wallpaper text, set on the Quotes page.</p>
        <dl className="keyword-list">
          {quoteKeywords.map(([usage, description]) => (
            <div key={usage}>
              <dt>
                <code>{usage}</code>
              </dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <p className="hint">
        A keyword that is misspelled stays as written; a keyword used wrongly shows a short note in brackets,
        such as <q>(cannot divide by zero)</q>, and the rest of the reply is still sent.
      </p>
    </article>
  );
}
