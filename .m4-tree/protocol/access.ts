/** Who may call: anyone; anyone, with extra data for a logged-in caller; only a logged-in caller (else 420). */
export type Access = 'public' | 'optional' | 'user';
