import { nextTask } from './start-up-tasks';

/**
 * The scripts of the page a server's first view shows, beyond the app's entry (server/http/static.ts lists them
 * on the start script, each after the scripts it imports). Empty without a first view.
 */
export function firstViewChunks(): string[] {
  const tag = document.querySelector<HTMLScriptElement>('script[data-page-chunks]');
  return (tag?.dataset.pageChunks ?? '').split(' ').filter(Boolean);
}

/** Requests started in one task (starting one costs the page 0.3-0.8 ms here). */
const HINTS_PER_TASK = 8;

/**
 * Fetches the page's scripts side by side, then runs them one per task, in the server's order.
 *
 * Imported by the page as it loads, a page's scripts (some sixty for the booking page) all run in one task once
 * the last has arrived: 30-45 ms here, during which a tap waits (four times that on a mid-range phone). One import
 * at a time, each after the scripts it imports, runs only its own script, and the browser can answer input
 * between two. Never rejects: what fails here is imported again, and reported, where the page needs it.
 */
export async function runPageChunksInTurns(chunks: readonly string[]): Promise<void> {
  // sixty started at once were a task of 20-80 ms of their own
  for (let at = 0; at < chunks.length; at += HINTS_PER_TASK) {
    for (const href of chunks.slice(at, at + HINTS_PER_TASK)) {
      const hint = document.createElement('link');
      hint.rel = 'modulepreload';
      hint.href = href;
      document.head.append(hint);
    }
    await nextTask();
  }
  for (const href of chunks) {
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      return;
    }
    await nextTask();
  }
}
