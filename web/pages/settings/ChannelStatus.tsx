// The settings home's status of each area the streamer notice covers: fine, or what is wrong (the fix is
// the banner's action above).
import { type ProblemArea, problemAreaNames } from '../../../core/health/problem';
import { useHealth } from '../../components/use-health';

const areas = Object.keys(problemAreaNames) as ProblemArea[];

export function ChannelStatus() {
  const problems = useHealth();
  return (
    <section className="panel channel-status" aria-label="Channel status">
      <h2>Channel status</h2>
      {problems === null ? (
        <p>Checking…</p>
      ) : (
        <ul className="status-list">
          {areas.map((area) => {
            const found = problems.filter((problem) => problem.area === area);
            const severity = found.some((p) => p.severity === 'error')
              ? 'error'
              : found.length
                ? 'warning'
                : 'ok';
            return (
              <li key={area} className={`status-row ${severity}`} data-testid={`status-${area}`}>
                <span className="status-name">{problemAreaNames[area]}</span>
                <span className="status-value">
                  {severity === 'ok' ? 'OK' : severity === 'error' ? 'Needs attention' : 'Warning'}
                </span>
                {found.map((problem) => (
                  <span key={problem.message} className="status-detail">
                    {problem.message}
                  </span>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
