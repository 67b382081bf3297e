/**
 * Google Identity Services and the Facebook JS SDK, loaded lazily: a script is added only when the server
 * says that provider is configured (GET /api/auth/social/config). Tests and stories stub `window.google` /
 * `window.FB` (then no script is added) or pass their own `SocialProviders` to the component.
 */
import type { SocialProvider } from '@/domain/auth';

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';

interface GooglePromptNotification {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}

export interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        cancel_on_tap_outside?: boolean;
      }) => void;
      prompt: (listener?: (notification: GooglePromptNotification) => void) => void;
    };
  };
}

export interface FacebookSdk {
  init: (options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void;
  login: (
    callback: (response: {
      authResponse?: { accessToken?: string } | null;
      status?: string;
    }) => void,
    options: { scope: string },
  ) => void;
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

/** Why a provider could not give a token; the screen translates the code. */
export class SocialProviderError extends Error {
  constructor(
    readonly code: 'not-loaded' | 'prompt-failed',
    readonly provider: SocialProvider,
    message: string,
  ) {
    super(message);
    this.name = 'SocialProviderError';
  }
}

export interface SocialProviders {
  /** Loads the provider's script (no-op when its global is already there). */
  load: (provider: SocialProvider) => Promise<void>;
  /** The provider's token, or null when the user cancelled or the prompt was skipped. */
  token: (provider: SocialProvider, id: string) => Promise<string | null>;
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string, ready: () => boolean, provider: SocialProvider): Promise<void> {
  if (ready()) return Promise.resolve();
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      ready()
        ? resolve()
        : reject(new SocialProviderError('not-loaded', provider, `${provider} SDK not loaded`));
    script.onerror = () => {
      loading.delete(src);
      reject(new SocialProviderError('not-loaded', provider, `${provider} SDK not loaded`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

function googleCredential(clientId: string): Promise<string | null> {
  const google = window.google;
  if (!google) throw new SocialProviderError('not-loaded', 'google', 'Google OAuth not loaded');
  return new Promise((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (response) => resolve(response.credential ?? null),
    });
    google.accounts.id.prompt((n) => {
      if (n.isNotDisplayed?.())
        reject(
          new SocialProviderError('prompt-failed', 'google', 'Failed to show Google login prompt'),
        );
      else if (n.isSkippedMoment?.()) resolve(null);
      else if (n.isDismissedMoment?.() && n.getDismissedReason?.() !== 'credential_returned')
        resolve(null);
    });
  });
}

const facebookReady = new Set<string>();

function facebookAccessToken(appId: string): Promise<string | null> {
  const fb = window.FB;
  if (!fb) throw new SocialProviderError('not-loaded', 'facebook', 'Facebook SDK not loaded');
  if (!facebookReady.has(appId)) {
    fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
    facebookReady.add(appId);
  }
  return new Promise((resolve) => {
    fb.login((response) => resolve(response.authResponse?.accessToken ?? null), {
      scope: 'email,public_profile',
    });
  });
}

/** The real providers (browser scripts). */
export const browserSocialProviders: SocialProviders = {
  load: (provider) =>
    provider === 'google'
      ? loadScript(GOOGLE_SCRIPT, () => Boolean(window.google?.accounts?.id), 'google')
      : loadScript(FACEBOOK_SCRIPT, () => Boolean(window.FB), 'facebook'),
  token: async (provider, id) =>
    provider === 'google' ? googleCredential(id) : facebookAccessToken(id),
};
