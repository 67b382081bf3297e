import type { Locale } from '../../../src/domain/constants';
import type { MailContent } from './layout';

/** One email's words in every language the app speaks; the recipient's language picks one. */
export type MailCopy<Data> = Record<
  Locale,
  (data: Data, context: { publicUrl: string }) => MailContent
>;
