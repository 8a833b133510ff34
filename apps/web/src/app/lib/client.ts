// The study app's only door to the API: the generated classes of @quizwise/api-client on one
// configuration, with the CSRF middleware and the session middleware that turns 401/403 and 402
// answers into app-wide reactions. A feature adds a class here with one line.
import {
  AiGeneratedTopicApi,
  AuthApi,
  BillingApi,
  CategoriesApi,
  ChatsApi,
  CollectionsApi,
  Configuration,
  CreditsApi,
  DiagramsApi,
  DocumentsApi,
  GoogleApi,
  MaterialsApi,
  PlansApi,
  QuizAiApi,
  QuizDraftsApi,
  QuizzesApi,
  RawTextsApi,
  ReviewApi,
  StudyNotesApi,
  SubjectsApi,
  TeachingApi,
  LiveApi,
  csrfMiddleware,
} from '@quizwise/api-client';
import type { FetchAPI, Middleware } from '@quizwise/api-client';
import { apiErrorFromResponse, type PaymentInfo } from './api-error.js';

export interface ClientOptions {
  /** The site's base path (`''` or `/sub`); the API lives under it. */
  basePath?: string;
  /** Replaces `fetch` (tests pass a fake here and nowhere else). */
  fetchApi?: FetchAPI;
  /** The session is gone (401, or 403 "credentials were not provided"): go and log in. */
  onSignedOut?: () => void;
  /** A call was refused for lack of credits (402). */
  onPaymentRequired?: (payment: PaymentInfo) => void;
}

/**
 * The one middleware for session and credit failures: it looks at every answer, calls
 * `onSignedOut` / `onPaymentRequired`, and leaves the response alone so the caller still sees
 * the failure (its `ApiError` says it was handled globally).
 */
export function sessionMiddleware(options: ClientOptions): Middleware {
  return {
    async post({ response }) {
      if (response.status !== 401 && response.status !== 403 && response.status !== 402) return undefined;
      const error = await apiErrorFromResponse(response);
      if (error.kind === 'signed-out') options.onSignedOut?.();
      if (error.kind === 'payment-required' && error.payment) options.onPaymentRequired?.(error.payment);
      return undefined;
    },
  };
}

/** Builds every API class on one configuration: CSRF header on unsafe calls, session middleware. */
export function createClient(options: ClientOptions = {}) {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const configuration = new Configuration({
    basePath: `${origin}${(options.basePath ?? '').replace(/\/+$/, '')}`,
    middleware: [csrfMiddleware(), sessionMiddleware(options)],
    ...(options.fetchApi ? { fetchApi: options.fetchApi } : {}),
  });
  return {
    aiTopics: new AiGeneratedTopicApi(configuration),
    auth: new AuthApi(configuration),
    billing: new BillingApi(configuration),
    categories: new CategoriesApi(configuration),
    chats: new ChatsApi(configuration),
    collections: new CollectionsApi(configuration),
    credits: new CreditsApi(configuration),
    diagrams: new DiagramsApi(configuration),
    documents: new DocumentsApi(configuration),
    google: new GoogleApi(configuration),
    materials: new MaterialsApi(configuration),
    plans: new PlansApi(configuration),
    quizAi: new QuizAiApi(configuration),
    quizDrafts: new QuizDraftsApi(configuration),
    quizzes: new QuizzesApi(configuration),
    rawTexts: new RawTextsApi(configuration),
    review: new ReviewApi(configuration),
    studyNotes: new StudyNotesApi(configuration),
    subjects: new SubjectsApi(configuration),
    teaching: new TeachingApi(configuration),
    live: new LiveApi(configuration),
  };
}

export type Client = ReturnType<typeof createClient>;
