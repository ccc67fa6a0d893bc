import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createApi, unwrap, type ApiClient } from './api';
import { CognitoError, refreshTokens, revokeTokens, type Tokens } from './auth';
import type { DashboardConfig } from './config';
import type { components } from '../../client/schema';
import { browserTimers, REFRESH_RETRY_MS, scheduleRefresh, watchIdle, type Timers } from './session-timers';
import { serviceTimeSeen } from './service-time';

export type Role = components['schemas']['MemberRole'];
export type Membership = components['schemas']['Membership'];
export type Me = components['schemas']['DashboardMeResponse'];
export type Merchant = components['schemas']['DashboardMerchant'];
export type ReceivedInvitation = components['schemas']['ReceivedInvitation'];

/**
 * Who is signed in and on which merchant, for every page: the config, the API client (already
 * carrying the token and X-Merchant-Id), `GET /dashboard/v1/me` and the chosen merchant's profile.
 */
export interface Session {
  config: DashboardConfig;
  api: ApiClient;
  tokens?: Tokens;
  /** `GET /dashboard/v1/me`; undefined while signed out or loading. */
  me?: Me;
  /** The membership acted on (the first, or the one chosen), undefined without one. */
  membership?: Membership;
  /** `GET /dashboard/v1/merchant` of that membership. */
  merchant?: Merchant;
  /** True while me/merchant are being (re)loaded after a sign-in. */
  loading: boolean;
  /** True after the session ended for 30 minutes without activity (the sign-in page says so). */
  signedOutIdle: boolean;
  /** Keeps the tokens (in memory) and loads me and the merchant. */
  signedIn(tokens: Tokens): Promise<void>;
  /** Forgets the tokens and revokes the refresh token. */
  signOut: () => void;
  /** Loads me and the merchant again (after creating a merchant, a KYC step, ...). */
  reload(): Promise<void>;
  chooseMerchant(merchantId: string): Promise<void>;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}

/** The API client of the session (shorthand for pages). */
export function useApiClient(): ApiClient {
  return useSession().api;
}

/** True when the signed-in user's role on the current merchant is one of `roles`. */
export function useHasRole(...roles: Role[]): boolean {
  const role = useSession().membership?.role;
  return role !== undefined && roles.includes(role);
}

const MERCHANT_KEY = 'dashboard.merchant';

/** What the API client and the loads read at call time: the latest tokens, me and chosen merchant. */
interface Live {
  tokens: Tokens | undefined;
  me: Me | undefined;
  merchantId: string | undefined;
}

/** The state setters the loads of me and the merchant write to. */
interface Setters {
  setMe: (me: Me | undefined) => void;
  setMerchantId: (merchantId: string | undefined) => void;
  setMerchant: (merchant: Merchant | undefined) => void;
  setLoading: (loading: boolean) => void;
}

export function SessionProvider(props: { config: DashboardConfig; timers?: Timers; children: ComponentChildren }) {
  const timers = props.timers ?? browserTimers;
  // Memory only: a reload or a closed tab signs out (DESIGN 21), and no script can read them from storage.
  const [tokens, setTokens] = useState<Tokens>();
  const [me, setMe] = useState<Me>();
  const [merchantId, setMerchantId] = useState<string | undefined>(
    () => sessionStorage.getItem(MERCHANT_KEY) ?? undefined,
  );
  const [merchant, setMerchant] = useState<Merchant>();
  const [loading, setLoading] = useState<boolean>(false);
  const [signedOutIdle, setSignedOutIdle] = useState(false);
  // The API client reads these at request time, so it is made once.
  const live = useRef<Live>({ tokens, me, merchantId });
  live.current = { tokens, me, merchantId };
  const api = useLiveApi(props.config, live);

  const signOut = useSignOut(props.config, live, { setTokens, setMe, setMerchant, setMerchantId, setSignedOutIdle });
  const load = useLoad(api, live, { setMe, setMerchantId, setMerchant, setLoading }, signOut);
  const renewed = useCallback((held: Tokens, next: Tokens) => {
    // A refresh that ends after a sign-out (or after newer tokens) must not sign the user back in.
    if (live.current.tokens !== held) return;
    live.current = { ...live.current, tokens: next };
    setTokens(next);
  }, []);
  useKeepAlive(props.config, timers, tokens, renewed, signOut);
  useKycWatch(api, timers, merchant, setMerchant);

  const session: Session = {
    config: props.config,
    api,
    tokens,
    me,
    membership: me?.memberships.find((m) => m.merchant_id === merchantId),
    merchant,
    loading,
    signedOutIdle,
    async signedIn(next) {
      live.current = { ...live.current, tokens: next };
      setTokens(next);
      setSignedOutIdle(false);
      await load();
    },
    signOut: () => signOut(),
    reload: () => load(),
    chooseMerchant: (id) => load(id),
  };
  return <SessionContext.Provider value={session}>{props.children}</SessionContext.Provider>;
}

/** Forgets the user at once and revokes its refresh token at Cognito (a failed revoke changes nothing here). */
function useSignOut(
  config: DashboardConfig,
  live: { current: Live },
  set: Omit<Setters, 'setLoading'> & {
    setTokens: (tokens: Tokens | undefined) => void;
    setSignedOutIdle: (idle: boolean) => void;
  },
) {
  return useCallback(
    (reason?: 'idle') => {
      const held = live.current.tokens;
      live.current = { tokens: undefined, me: undefined, merchantId: undefined };
      sessionStorage.removeItem(MERCHANT_KEY);
      set.setTokens(undefined);
      set.setMe(undefined);
      set.setMerchant(undefined);
      set.setMerchantId(undefined);
      set.setSignedOutIdle(reason === 'idle');
      if (held) void revokeTokens(config, held).catch(() => undefined);
    },
    [config],
  );
}

/**
 * The signed-in session's clocks (session-timers.ts): the tokens refreshed before they expire (a
 * refused refresh token signs out; a failed call tries again a little later), and a sign-out after
 * IDLE_SIGN_OUT_MS without a key press, click, touch, wheel or scroll.
 */
function useKeepAlive(
  config: DashboardConfig,
  timers: Timers,
  tokens: Tokens | undefined,
  renewed: (held: Tokens, next: Tokens) => void,
  signOut: (reason?: 'idle') => void,
) {
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (!tokens) return undefined;
    return scheduleRefresh(
      timers,
      tokens.expiresAt,
      () =>
        void refreshTokens(config, tokens).then(
          (next) => renewed(tokens, next),
          (error: unknown) =>
            error instanceof CognitoError && error.code === 'NotAuthorizedException'
              ? signOut()
              : setRetries((count) => count + 1),
        ),
      { minDelayMs: retries > 0 ? REFRESH_RETRY_MS : 0 },
    );
  }, [tokens, retries]);

  const signedIn = tokens !== undefined;
  useEffect(() => {
    if (!signedIn) return undefined;
    const watch = watchIdle(timers, () => signOut('idle'));
    const activity = () => watch.activity();
    for (const name of ACTIVITY_EVENTS) addEventListener(name, activity, { capture: true, passive: true });
    return () => {
      watch.stop();
      for (const name of ACTIVITY_EVENTS) removeEventListener(name, activity, { capture: true });
    };
  }, [signedIn]);
}

/** How often the merchant's profile is read again while its KYC waits for the operator's decision. */
export const KYC_POLL_MS = 15_000;

/**
 * While the merchant's KYC is submitted, its profile is read again every KYC_POLL_MS and whenever the
 * tab is focused again, so an approval or a rejection shows without a reload. A read that fails
 * changes nothing (the next one tries again); one for a merchant no longer chosen is dropped.
 */
function useKycWatch(
  api: ApiClient,
  timers: Timers,
  merchant: Merchant | undefined,
  setMerchant: (merchant: Merchant | undefined) => void,
) {
  const waiting = merchant?.kyc_status === 'submitted';
  const merchantId = merchant?.id;
  useEffect(() => {
    if (!waiting) return undefined;
    let stopped = false;
    let handle: unknown;
    const read = () =>
      void unwrap(api.GET('/dashboard/v1/merchant')).then(
        (answer) => {
          if (!stopped && answer.merchant.id === merchantId) setMerchant(answer.merchant);
        },
        () => undefined,
      );
    const tick = () => {
      read();
      handle = timers.setTimeout(tick, KYC_POLL_MS);
    };
    handle = timers.setTimeout(tick, KYC_POLL_MS);
    addEventListener('focus', read);
    return () => {
      stopped = true;
      timers.clearTimeout(handle);
      removeEventListener('focus', read);
    };
  }, [waiting, merchantId]);
}

/** What counts as the user being there (a pointer merely resting on the page does not). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** The API client of the session, made once per config; it takes the token and X-Merchant-Id from `live`. */
function useLiveApi(config: DashboardConfig, live: { current: Live }): ApiClient {
  return useMemo(
    () =>
      createApi(config.api_base, {
        idToken: () => live.current.tokens?.idToken,
        merchantHeader: () => ((live.current.me?.memberships.length ?? 0) > 1 ? live.current.merchantId : undefined),
      }),
    [config],
  );
}

/**
 * Loads me and the membership acted on (`wanted`, else the one chosen before, else the first) with its
 * merchant's profile; a 401 signs out.
 */
function useLoad(api: ApiClient, live: { current: Live }, set: Setters, signOut: () => void) {
  const { setMe, setMerchantId, setMerchant, setLoading } = set;
  return useCallback(
    async (wanted?: string) => {
      setLoading(true);
      try {
        const who = await unwrap(api.GET('/dashboard/v1/me'));
        serviceTimeSeen(who.server_time);
        const membership =
          who.memberships.find((m) => m.merchant_id === (wanted ?? live.current.merchantId)) ?? who.memberships[0];
        live.current = { ...live.current, me: who, merchantId: membership?.merchant_id };
        setMe(who);
        setMerchantId(membership?.merchant_id);
        if (membership) sessionStorage.setItem(MERCHANT_KEY, membership.merchant_id);
        setMerchant(membership ? (await unwrap(api.GET('/dashboard/v1/merchant'))).merchant : undefined);
      } catch (error) {
        // An expired or refused token: back to the sign-in page.
        if ((error as { status?: number }).status === 401) signOut();
        throw error;
      } finally {
        setLoading(false);
      }
    },
    [api],
  );
}
