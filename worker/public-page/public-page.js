// The public page's one script, and only an enhancement: without it the searches are plain GET forms
// the server answers. With it, results follow the search as the viewer types: filtered here when every
// command is on the page (by the rule the server applies, core/public-page/public-command.ts), else
// (quotes, or a channel with more commands than a page) searched on the server.

const form = document.querySelector('form.search');
const input = form?.querySelector('input[name="q"]');
const summary = document.getElementById('summary');

/** The lower-cased words of a search; an entry matches when its text holds every one. */
const wordsOf = (query) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** Keeps the address in step with the search, so a reload or a shared link shows the same. */
function rememberSearch(query) {
  const url = new URL(location.href);
  if (query.trim()) url.searchParams.set('q', query.trim());
  else url.searchParams.delete('q');
  url.searchParams.delete('page');
  history.replaceState(null, '', url);
}

function filterInPage() {
  const rows = [...document.querySelectorAll('.commands tbody tr')];
  if (rows.length === 0) return;
  const table = document.querySelector('.commands');
  const noMatch = document.querySelector('.no-match');
  const texts = rows.map((row) =>
    `${row.querySelector('.name')?.textContent} ${row.querySelector('.says')?.textContent}`.toLowerCase(),
  );
  const apply = () => {
    const words = wordsOf(input.value);
    let shown = 0;
    rows.forEach((row, i) => {
      row.hidden = !words.every((word) => texts[i].includes(word));
      if (!row.hidden) shown++;
    });
    table.hidden = shown === 0;
    noMatch.hidden = shown > 0;
    noMatch.textContent = `No command matches “${input.value.trim()}”.`;
    summary.textContent =
      words.length === 0 ? summary.dataset.all : `${shown.toLocaleString('en-US')} of ${summary.dataset.all}`;
    rememberSearch(input.value);
  };
  input.addEventListener('input', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
}

function searchOnServer() {
  let pending;
  let timer;
  const search = async () => {
    pending?.abort();
    pending = new AbortController();
    const url = new URL(form.action);
    if (input.value.trim()) url.searchParams.set('q', input.value.trim());
    try {
      const response = await fetch(url, { signal: pending.signal });
      // A refused search (429) still answers with the page, its summary saying when to search again.
      if (!response.ok && response.status !== 429) return;
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const results = page.getElementById('results');
      if (!results) return;
      document.getElementById('results')?.replaceWith(results);
      summary.textContent = page.getElementById('summary')?.textContent ?? '';
      rememberSearch(input.value);
    } catch (error) {
      // A newer search replaced this one; anything else leaves the page as it was (Search still works).
      if (error.name !== 'AbortError') console.warn('search failed', error);
    }
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(search, 200);
  });
}

if (form && input && summary) {
  if (document.getElementById('results')?.hasAttribute('data-complete')) filterInPage();
  else searchOnServer();
  // "/" jumps to the search, as on many sites.
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    input.focus();
  });
}
