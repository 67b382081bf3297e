import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_CLEAR_MS } from './constants';

/** A status line: `text` as given, or `id` translated when shown (so it follows a language switch). */
export type Notice = { severity: 'success' | 'error'; text?: string; id?: string };

/**
 * A status message: success messages clear themselves after 3 seconds (spec 02 §9 "Messages auto-clear
 * after 3 seconds"); errors stay until replaced or cleared.
 */
export function useTimedNotice(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = useCallback((next: Notice | null) => {
    clearTimer();
    setNotice(next);
    if (next?.severity === 'success')
      timer.current = setTimeout(() => setNotice(null), MESSAGE_CLEAR_MS);
  }, []);
  useEffect(() => {
    if (initial?.severity === 'success')
      timer.current = setTimeout(() => setNotice(null), MESSAGE_CLEAR_MS);
    return clearTimer;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial notice only
  }, []);
  return [notice, show] as const;
}
