/**
 * The location value that means "use the device position" (spec 02 §2.1). Its own module so home's search
 * widget can send it without taking search-url.ts (the search page's address parsing) into home's chunk.
 */
export const YOUR_LOCATION = 'Your Location';
