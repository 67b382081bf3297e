import { useEffect } from 'react';
import { getRealtimeChannel } from '@/lib/realtime-client';

const EVENTS = ['booking_created', 'booking_updated'] as const;

/**
 * Calls `onChange` when the server says one of the user's bookings was created or changed (Socket.IO, the
 * user's own room: a shop confirming, rescheduling or cancelling, or the customer in another tab). Off when
 * real-time is off (MSW mocks), then a no-op.
 */
export function useLiveBookings(enabled: boolean, onChange: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const pending = getRealtimeChannel();
    if (!pending) return;
    let active = true;
    let detach = () => {};
    const listener = () => {
      if (active) onChange();
    };
    pending.then(
      (socket) => {
        if (!active) return;
        for (const event of EVENTS) socket.on(event, listener);
        detach = () => {
          for (const event of EVENTS) socket.off(event, listener);
        };
      },
      () => {},
    );
    return () => {
      active = false;
      detach();
    };
  }, [enabled, onChange]);
}
