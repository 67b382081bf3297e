import { atom } from 'jotai';

/** Client state of the favourites (the list itself is server state: favorites-queries.ts). */

/** The shop a guest tried to favourite: the sign-in offer dialog is open while this is set. */
export const signInOfferAtom = atom<{ id: string; name: string } | null>(null);
