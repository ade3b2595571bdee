// The card an overlay shows once its link was replaced (the streamer made a new overlay key): said in
// the overlay itself, since in OBS nothing else would tell why it stopped.
import './replaced-card.css';

export function showReplacedCard(root: HTMLElement): void {
  if (root.querySelector('.replaced-card')) return;
  const card = document.createElement('div');
  card.className = 'replaced-card';
  card.setAttribute('role', 'alert');
  const title = document.createElement('strong');
  title.textContent = 'This overlay link was replaced';
  const hint = document.createElement('span');
  hint.textContent = 'Copy the new link from the dashboard into this browser source.';
  card.appendChild(title);
  card.appendChild(hint);
  root.appendChild(card);
}
