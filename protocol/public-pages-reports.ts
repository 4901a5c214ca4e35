import type { Access } from './access';

// Reports of a person from their public page (/user/personal-detail/{id}). They join the operators' queue of
// reported conversations, with the conversation's newest messages when the two ever talked.

export const USER_REPORT_MAX = 500;

export interface TrustEndpoints {
  '/api/user/reportUser': { payload: { id: number; reason: string }; reply: null };
}

export const TRUST_ACCESS = {
  '/api/user/reportUser': 'user',
} as const satisfies Record<keyof TrustEndpoints, Access>;
