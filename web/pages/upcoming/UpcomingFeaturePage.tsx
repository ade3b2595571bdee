import { Link } from 'react-router';
import type { UpcomingFeature } from './upcoming-features';

export function UpcomingFeaturePage({ feature }: { feature: UpcomingFeature }) {
  return (
    <article className="page">
      <h1>{feature.title}</h1>
      <section className="panel notice" aria-label="Availability">
        <h2>Not available yet</h2>
        <p>{feature.summary}</p>
        <p>
          This area is still being built, so there is nothing to set here yet. Meanwhile, the{' '}
          <Link to="/settings/simulator">Simulator</Link> lets you try the bot and fire test events at your
          overlays.
        </p>
      </section>
    </article>
  );
}
