export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The device's share sheet where there is one (phones), else the clipboard (it gets `url`, else `text`):
 * 'shared', 'copied', 'cancelled' (the user closed the sheet) or 'failed' (neither worked). A sheet that
 * refuses (no user gesture, data it cannot take, desktops without a target) falls back to the clipboard.
 */
export async function shareOrCopy(content: {
  title: string;
  url?: string;
  text?: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown }).name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(content.url ?? content.text ?? '');
    return 'copied';
  } catch {
    return 'failed';
  }
}
