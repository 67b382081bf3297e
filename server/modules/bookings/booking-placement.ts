import {
  placeBooking as placement,
  type Placement,
  type PlacementRequest,
} from '../../../src/domain/booking-placement';
import { decided } from '../../http/refusal';

/**
 * The rules of src/domain/booking-placement.ts, thrown as the API's errors. The day sheet only orders the
 * candidates: the claims decide (a stale sheet must not turn a free time away, nor let a taken one through).
 */
export function placeBooking(request: PlacementRequest): Placement {
  return decided(placement(request));
}
