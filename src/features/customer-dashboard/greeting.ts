/** Greeting by time of day (spec 02 §2.5): morning before 12, afternoon before 17, else evening. */
export function greetingPeriod(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
