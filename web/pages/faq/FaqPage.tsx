import { featureScopes } from '../../../core/health/feature-scopes';
import { projectLinks } from '../contact/project-links';

export function FaqPage() {
  return (
    <article className="page prose">
      <h1>Frequently Asked Questions</h1>

      <section className="panel" aria-labelledby="faq-permissions">
        <h2 id="faq-permissions">Why does the bot ask for these permissions?</h2>
        <p>When you sign in with Twitch, the bot asks only for what its features use:</p>
        <ul>
          {featureScopes.map(({ feature, scopes }) => (
            <li key={feature}>
              {feature}: <code>{scopes.join(', ')}</code>
            </li>
          ))}
        </ul>
        <p>
          For Streamlabs, it asks to read your socket connection and events, so tips reach your overlays. Only
          your username is collected.
        </p>
      </section>

      <section className="panel" aria-labelledby="faq-pricing">
        <h2 id="faq-pricing">How much does it cost?</h2>
        <p>
          Nothing. The bot is free and open source: the <a href={projectLinks.readme}>README</a> says how to
          run your own copy.
        </p>
      </section>

      <section className="panel" aria-labelledby="faq-bugs">
        <h2 id="faq-bugs">How do I report a bug?</h2>
        <p>
          <a href={projectLinks.newIssue}>Open an issue</a> on the project's{' '}
          <a href={projectLinks.repository}>repository</a> (look through the{' '}
          <a href={projectLinks.issues}>open issues</a> first). Say what you did, what you expected and what
          happened instead; a screenshot helps.
        </p>
      </section>
    </article>
  );
}
