import { Link } from 'react-router';
import { askedPage, signInHref } from '../../navigation';
import { useSession } from '../../session';
import { CarouselDemo } from './CarouselDemo';
import './welcome.css';

const features = [
  {
    title: 'Chat Commands',
    text: 'Text commands with a keyword language for dynamic replies, quotes your viewers collect, dice, lists, and commands that change your title and game from chat.',
  },
  {
    title: 'Chat Moderation',
    text: 'Filters for links, caps, symbols, emote spam, repeated text and the words you list, with timeouts that grow with each strike, a log with Undo, and a tester to try rules first.',
  },
  {
    title: 'Alert Box',
    text: 'Alerts for follows, subs, gift bombs, cheers, raids and tips, with your own images, video and sounds, and speech that skips the words you list.',
  },
  {
    title: 'Event Carousels',
    text: 'A browser-source overlay that rotates your latest follows, cheers, subscriptions, tips and top supporter.',
  },
  {
    title: 'Discord Announcements',
    text: 'Tell your Discord server the moment your stream starts, and run your commands there too.',
  },
  {
    title: 'Import',
    text: 'Coming from Nightbot or StreamElements? Bring your commands, timers, quotes, regulars and spam filters over, with a preview before anything changes.',
  },
  {
    title: 'Simulator',
    text: 'Try everything before you go live: chat as any viewer, fire follows, cheers, raids and tips, and watch your overlays react.',
  },
  {
    title: 'Miscellaneous',
    text: 'A clip reel, a goal progress bar, chat emotes flying across your stream, timed announcements and channel-point replies.',
  },
];

export function WelcomePage() {
  const { loggedIn, devMode } = useSession();
  const asked = askedPage();
  return (
    <article className="page">
      <section className="hero">
        <div className="hero-text">
          <h1>A free chat bot and overlays for your Twitch stream</h1>
          <p className="lead">
            Sign in with Twitch, set up your commands and overlays in minutes, and add them to OBS as browser
            sources.
          </p>
          {loggedIn ? (
            <Link className="button primary" to="/settings">
              Open your dashboard
            </Link>
          ) : (
            <>
              {asked && (
                <p className="notice" role="status">
                  Log in to open that page: you go straight there after logging in.
                </p>
              )}
              <div className="welcome-actions">
                <a className="button twitch" href={signInHref()}>
                  Log in with Twitch
                </a>
                {devMode && (
                  <a className="button" href="/login?as=moderator">
                    Log in as the demo moderator
                  </a>
                )}
              </div>
            </>
          )}
        </div>
        <figure className="hero-demo">
          <CarouselDemo />
          <figcaption className="hint">The event carousel, as OBS shows it, with sample events.</figcaption>
        </figure>
      </section>
      <div className="card-grid">
        {features.map((feature) => (
          <section key={feature.title} className="panel" aria-label={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
