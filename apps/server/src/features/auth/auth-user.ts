/** The caller as every handler sees it; loaded once per request by the auth plugin. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  credits: number;
  plan: 'professional_trial' | 'free' | 'professional';
  trialEndsAt: Date | null;
  /** When the plan's monthly allowance is next added. */
  planRenewsAt: Date | null;
  dateJoined: Date;
  isStaff: boolean;
  /** 'student' | 'teacher' as said at sign-up; null for accounts made before it was asked. */
  accountRole: string | null;
  /** How this request was authenticated: session cookie (needs CSRF on unsafe methods) or HTTP Basic. */
  via: 'session' | 'basic';
}
