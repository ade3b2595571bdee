export function FaqPage() {
  return (
    <article className="page prose">
      <h1>Frequently Asked Questions</h1>

      <section className="panel" aria-labelledby="faq-permissions">
        <h2 id="faq-permissions">Why does the bot ask for these permissions?</h2>
        <p>When you sign in with Twitch, the bot asks to:</p>
        <ul>
          <li>update your channel's title and game (for the title and game commands);</li>
          <li>cut VODs (requested by the original product, not used);</li>
          <li>list your subscribers (for subscriber-only commands and goals);</li>
          <li>create clips (under development);</li>
          <li>view bits (for cheers in the event carousel and goals).</li>
        </ul>
        <p>
          For Streamlabs, it asks to read your socket connection and events, so tips reach your overlays. Only
          your username is collected.
        </p>
      </section>

      <section className="panel" aria-labelledby="faq-pricing">
        <h2 id="faq-pricing">How much does it cost?</h2>
        <p>
          Nothing. The bot is free and open source. If you would like to support it, you can do so through our
          patronage page or a tip link; it is entirely voluntary.
        </p>
      </section>

      <section className="panel" aria-labelledby="faq-bugs">
        <h2 id="faq-bugs">How do I report a bug?</h2>
        <p>
          Tell us in the bugs channel of our Discord server, or open an issue on the project's repository. Say
          what you did, what you expected and what happened instead; a screenshot helps.
        </p>
      </section>
    </article>
  );
}
