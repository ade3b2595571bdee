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
    title: 'Discord Announcements',
    text: 'Tell your Discord server the moment your stream starts, and run your commands there too.',
  },
  {
    title: 'Event Carousels',
    text: 'A browser-source overlay that rotates your latest follows, cheers, subscriptions, tips and top supporter.',
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
              <a className="button twitch" href={signInHref()}>
                Log in with Twitch
              </a>
              {devMode && (
                <a className="button" href="/login?as=moderator">
                  Sign in as the demo moderator
                </a>
              )}
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
