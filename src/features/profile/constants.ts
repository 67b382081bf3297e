/** Success messages on the profile screens disappear after this long (spec 02 §2.6, §9). */
export const MESSAGE_CLEAR_MS = 3000;
