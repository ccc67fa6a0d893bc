/**
 * Merchant users (people signed in to the dashboard) and what each role may do (docs/ARCHITECTURE.md,
 * section 15): `owner` everything and the users; `developer` API clients, callback URL, the webhook
 * debugger and events; `finance` balance, statement, transactions, export, payouts, cash-in, PIN;
 * `viewer` reads. Membership lives in the table, so a role change needs no new token.
 */
export const MEMBER_ROLES = ['owner', 'developer', 'finance', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** One user's place in one merchant. */
export interface Membership {
  merchant_id: string;
  role: MemberRole;
}

/**
 * Who may call a dashboard route: any signed-in user (`signedIn`, also one without a merchant),
 * any member of the merchant acted on (`member`), or members holding one of the listed roles.
 */
export type UserAccess = 'signedIn' | 'member' | readonly MemberRole[];

/** The signed-in user, from the ID token's claims. */
export interface DashboardUser {
  sub: string;
  email: string;
  /**
   * The token's `email_verified`: only a verified e-mail sees and accepts the invitations sent to it. Absent
   * where a user is built without a token (seeding), which counts as not verified.
   */
  emailVerified?: boolean;
}

/** An e-mail as invitations are keyed and compared: trimmed, lower case (Cognito's e-mail user names ignore case). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Pending invitations a merchant may have at once: enough for a team, too few to spam with. */
export const PENDING_INVITATIONS_MAX = 50;

/** Pending invitations of one e-mail that GET /dashboard/v1/me lists (anyone may invite any e-mail). */
export const RECEIVED_INVITATIONS_LISTED_MAX = 20;
