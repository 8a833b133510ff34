import { classroom, type classroom_v1 } from '@googleapis/classroom';
import { forms, type forms_v1 } from '@googleapis/forms';
import { OAuth2Client } from 'google-auth-library';
import type { AppConfig } from '../../../config/env.js';

export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.profile.emails',
  'https://www.googleapis.com/auth/classroom.coursework.students',
  'https://www.googleapis.com/auth/forms.body',
];

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  rootUrl: string | undefined;
}

/** The Google settings, or null when this server has no OAuth client (the feature is then hidden). */
export function googleSettings(config: AppConfig): GoogleSettings | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    rootUrl: config.GOOGLE_API_ROOT_URL?.replace(/\/+$/, ''),
  };
}

/** An OAuth 2 client; with a root URL set, its consent page and token endpoint live there too. */
export function oauthClient(settings: GoogleSettings, redirectUri: string): OAuth2Client {
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri,
    ...(settings.rootUrl
      ? {
          endpoints: {
            oauth2AuthBaseUrl: `${settings.rootUrl}/o/oauth2/v2/auth`,
            oauth2TokenUrl: `${settings.rootUrl}/token`,
            oauth2RevokeUrl: `${settings.rootUrl}/revoke`,
            tokenInfoUrl: `${settings.rootUrl}/tokeninfo`,
          },
        }
      : {}),
  });
}

export interface GoogleApis {
  classroom: classroom_v1.Classroom;
  forms: forms_v1.Forms;
}

/** Google's official Classroom and Forms clients, signed in as the teacher. */
export function googleApis(settings: GoogleSettings, auth: OAuth2Client): GoogleApis {
  const root = settings.rootUrl ? { rootUrl: `${settings.rootUrl}/` } : {};
  return {
    classroom: classroom({ version: 'v1', auth, ...root }),
    forms: forms({ version: 'v1', auth, ...root }),
  };
}
