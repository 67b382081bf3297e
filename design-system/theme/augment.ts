/** MUI theme augmentation: the spa colour schemes and Orabella's semantic palette tokens. */
import type { SemanticColors } from './semantic';

export interface AppPaletteTokens {
  surface: SemanticColors['surface'];
  border: SemanticColors['border'];
  focus: SemanticColors['focus'];
  shopStatus: SemanticColors['shopStatus'];
  staffColour: SemanticColors['staffColour'];
  accent: SemanticColors['accent'];
  hero: SemanticColors['hero'];
  shadow: SemanticColors['shadow'];
}

declare module '@mui/material/styles' {
  /** The theme always uses CSS variables (theme.vars, colorSchemes, ThemeProvider's CSS-variable props). */
  interface CssThemeVariables {
    enabled: true;
  }
  interface ColorSchemeOverrides {
    'spa-light': true;
    'spa-dark': true;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Palette extends AppPaletteTokens {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PaletteOptions extends Partial<AppPaletteTokens> {}
  interface Theme {
    /** Orabella accessibility flags this theme was built with. */
    accessibility: { highContrast: boolean; reducedMotion: boolean; largeText: boolean };
  }
  interface ThemeOptions {
    accessibility?: { highContrast: boolean; reducedMotion: boolean; largeText: boolean };
  }
  interface CssVarsThemeOptions {
    accessibility?: { highContrast: boolean; reducedMotion: boolean; largeText: boolean };
  }
}

export {};
