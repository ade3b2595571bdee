import { projectLinks } from './project-links';

export function ContactPage() {
  return (
    <article className="page prose">
      <h1>Contact</h1>
      <section className="panel" aria-label="Contact">
        <p>
          StreamBot is made in the open: its code, its plans and every conversation about it live in its{' '}
          <a href={projectLinks.repository}>repository on GitHub</a>.
        </p>
        <ul>
          <li>
            Found a bug or missing something? <a href={projectLinks.newIssue}>Open an issue</a>, or read the{' '}
            <a href={projectLinks.issues}>open issues</a> first: yours may be there already.
          </li>
          <li>
            Want to run your own copy, or help build it? The <a href={projectLinks.readme}>README</a> says how
            to start it on your machine in one command.
          </li>
        </ul>
      </section>
    </article>
  );
}
