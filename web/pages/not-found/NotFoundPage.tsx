import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <article className="page">
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address.</p>
      <Link className="button primary" to="/">
        Go to the welcome page
      </Link>
    </article>
  );
}
