/** The calendar's staff colours per mode (SemanticColors.staffColour): tints, text and accents that keep contrast. */
import type { StaffColour } from '@/domain/shop-team';
import { base } from './tokens';

const c = base.color;

/** One staff colour of the calendar: a tint, the text written on it, and an accent (stripes, header rule). */
export interface StaffColourToken {
  soft: string;
  text: string;
  accent: string;
}

/** Staff colours on light pages: a pale tint, its 800 text (≥ 6:1 on the tint) and a 600 accent (≥ 4.9:1). */
export const lightStaff: Record<StaffColour, StaffColourToken> = {
  blue: { soft: c.blue[50], text: c.blue[800], accent: c.blue[600] },
  rose: { soft: c.rose[50], text: c.rose[800], accent: c.rose[600] },
  teal: { soft: c.teal[100], text: c.teal[800], accent: c.teal[600] },
  amber: { soft: c.amber[50], text: c.amber[800], accent: c.amber[600] },
  violet: { soft: c.violet[50], text: c.violet[800], accent: c.violet[600] },
  green: { soft: c.green[50], text: c.green[800], accent: c.green[600] },
  terracotta: { soft: c.terracotta[100], text: c.terracotta[700], accent: c.terracotta[600] },
  slate: { soft: c.gray[100], text: c.gray[700], accent: c.gray[600] },
};

/** Staff colours on dark pages: a deep tint, its 100 text and a 300 accent. */
export const darkStaff: Record<StaffColour, StaffColourToken> = {
  blue: { soft: '#1D2A4F', text: c.blue[100], accent: c.blue[300] },
  rose: { soft: '#4A1A2B', text: c.rose[100], accent: c.rose[300] },
  teal: { soft: c.teal[800], text: c.teal[100], accent: c.teal[300] },
  amber: { soft: '#4A3100', text: c.amber[100], accent: c.amber[300] },
  violet: { soft: '#2E2252', text: c.violet[100], accent: c.violet[300] },
  green: { soft: '#123B26', text: c.green[100], accent: c.green[300] },
  terracotta: { soft: '#4A2418', text: c.terracotta[100], accent: c.terracotta[300] },
  slate: { soft: c.gray[800], text: c.gray[100], accent: c.gray[300] },
};

/** High contrast: no tint (the page's own background), the colour only in the text and the accent. */
export const plainStaff = (
  staff: Record<StaffColour, StaffColourToken>,
  paper: string,
): Record<StaffColour, StaffColourToken> =>
  Object.fromEntries(
    Object.entries(staff).map(([name, token]) => [
      name,
      { soft: paper, text: token.text, accent: token.text },
    ]),
  ) as Record<StaffColour, StaffColourToken>;
