export function ContactPage() {
  return (
    <article className="page prose">
      <h1>Contact</h1>
      <section className="panel" aria-label="Contact">
        <p>
          StreamBot is made by its open-source community, started by one streamer who wanted a bot that simply
          works.
        </p>
        <p>
          The quickest way to reach us is the support channel of our Discord server. You can also find us live
          on Twitch, where the bot runs in our own chat.
        </p>
      </section>
    </article>
  );
}
