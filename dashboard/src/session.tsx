import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createApi, unwrap, type ApiClient } from './api';
import { storeTokens, storedTokens, type Tokens } from './auth';
import type { DashboardConfig } from './config';
import type { components } from '../../client/schema';

export type Role = components['schemas']['MemberRole'];
export type Membership = components['schemas']['Membership'];
export type Me = components['schemas']['DashboardMeResponse'];
export type Merchant = components['schemas']['DashboardMerchant'];

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
  /** Keeps the tokens and loads me and the merchant. */
  signedIn(tokens: Tokens): Promise<void>;
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
  setTokens: (tokens: Tokens | undefined) => void;
  setMe: (me: Me | undefined) => void;
  setMerchantId: (merchantId: string | undefined) => void;
  setMerchant: (merchant: Merchant | undefined) => void;
  setLoading: (loading: boolean) => void;
}

export function SessionProvider(props: { config: DashboardConfig; children: ComponentChildren }) {
  const [tokens, setTokens] = useState<Tokens | undefined>(storedTokens);
  const [me, setMe] = useState<Me>();
  const [merchantId, setMerchantId] = useState<string | undefined>(
    () => sessionStorage.getItem(MERCHANT_KEY) ?? undefined,
  );
  const [merchant, setMerchant] = useState<Merchant>();
  const [loading, setLoading] = useState<boolean>(tokens !== undefined);
  // The API client reads these at request time, so it is made once.
  const live = useRef<Live>({ tokens, me, merchantId });
  live.current = { tokens, me, merchantId };
  const api = useLiveApi(props.config, live);
  const load = useLoad(api, live, { setTokens, setMe, setMerchantId, setMerchant, setLoading });

  useEffect(() => {
    if (tokens) load().catch(() => undefined);
    // Only the first render: later sign-ins call load themselves.
  }, []);

  const session: Session = {
    config: props.config,
    api,
    tokens,
    me,
    membership: me?.memberships.find((m) => m.merchant_id === merchantId),
    merchant,
    loading,
    async signedIn(next) {
      storeTokens(next);
      live.current = { ...live.current, tokens: next };
      setTokens(next);
      await load();
    },
    signOut() {
      storeTokens(undefined);
      sessionStorage.removeItem(MERCHANT_KEY);
      setTokens(undefined);
      setMe(undefined);
      setMerchant(undefined);
      setMerchantId(undefined);
    },
    reload: () => load(),
    chooseMerchant: (id) => load(id),
  };
  return <SessionContext.Provider value={session}>{props.children}</SessionContext.Provider>;
}

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
 * merchant's profile; a 401 forgets the tokens.
 */
function useLoad(api: ApiClient, live: { current: Live }, set: Setters) {
  const { setTokens, setMe, setMerchantId, setMerchant, setLoading } = set;
  return useCallback(
    async (wanted?: string) => {
      setLoading(true);
      try {
        const who = await unwrap(api.GET('/dashboard/v1/me'));
        const membership =
          who.memberships.find((m) => m.merchant_id === (wanted ?? live.current.merchantId)) ?? who.memberships[0];
        live.current = { ...live.current, me: who, merchantId: membership?.merchant_id };
        setMe(who);
        setMerchantId(membership?.merchant_id);
        if (membership) sessionStorage.setItem(MERCHANT_KEY, membership.merchant_id);
        setMerchant(membership ? (await unwrap(api.GET('/dashboard/v1/merchant'))).merchant : undefined);
      } catch (error) {
        // An expired or refused token: back to the sign-in page.
        if ((error as { status?: number }).status === 401) {
          storeTokens(undefined);
          setTokens(undefined);
        }
        throw error;
      } finally {
        setLoading(false);
      }
    },
    [api],
  );
}
