import type { Generated } from 'kysely';

// Columns of the user-admin migration (2026-11-27-010); they merge into the tables by interface augmentation.

declare module './schema' {
  interface UserTable {
    /** Set when an operator reset the password (user-admin.ts): the temporary one answers until then. */
    temp_password_expires_at: Generated<number | null>;
    /** When the temporary password opened its one session (it answers no further login). */
    temp_password_used_at: Generated<number | null>;
  }
}

declare module './schema-money' {
  interface VipGrantTable {
    /** An operator's grant (goods_id, price_gold and transfer_id are 0): who granted it, and why. */
    granted_by: Generated<number | null>;
    reason: Generated<string>;
  }
}
