// Starts the app once the server's first view is on screen (server/http/static.ts puts this script, and the app's
// entry in its data attributes, after a first view). The entry is ~130 KB of script: asked for with the page, it
// shares a slow network with the page and its first photo; asked for after the first paint, what the visitor
// sees first comes first, and the app starts a frame later.
const tag = document.querySelector('script[data-entry]');
let started = false;

// The entry's own scripts (React, the libraries, then the app: each imports only those before it) run one per task
// before the entry: imported with it, they ran in one task of 40 ms and more here (four times that on a phone),
// during which a tap waits. A script that fails here is imported again, and reported, with the entry.
async function start() {
  if (started || !tag) return;
  started = true;
  const scripts = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  for (const href of scripts) {
    const hint = document.createElement('link');
    hint.rel = 'modulepreload';
    hint.href = href;
    document.head.append(hint);
  }
  try {
    for (const href of scripts) {
      await import(href);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } catch {
    // imported again, and reported, with the entry
  }
  void import(tag.dataset.entry);
}

// A page in a background tab is not painted (and gets no animation frames) until it is shown: there the app starts
// at once, also when the tab is left before the view was painted.
if (document.visibilityState === 'hidden') void start();
else {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void start();
  });
  // the frame after the one that paints the view
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
}
