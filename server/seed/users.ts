// Demo accounts with fixed, documented passwords (printed once when seeding), and the invented authors
// who own the demo posts.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../domain/accounts';
import type { OperatorRole } from '../../protocol/console-operators';
import type { NewUser } from '../db/schema';
import type { Rng } from './rng';
import type { TypeCode } from './taxonomy';

const DAY_S = 86_400;
const INCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INCODE_LENGTH = 6;

export interface DemoLogin {
  username: string;
  password: string;
}

export const DEMO_LOGINS = {
  demo: { username: 'demo', password: 'goldpost-demo' },
  vip: { username: 'vipdemo', password: 'goldpost-vip' },
  admin: { username: 'admin', password: 'goldpost-admin' },
  moderator: { username: 'moderator', password: 'goldpost-mod' },
  finance: { username: 'finance', password: 'goldpost-finance' },
  support: { username: 'support', password: 'goldpost-support' },
} as const satisfies Record<string, DemoLogin>;

/** One demo operator per role (the seed grants them in user_roles). */
export const DEMO_OPERATORS: readonly { username: string; role: OperatorRole }[] = [
  { username: DEMO_LOGINS.admin.username, role: 'admin' },
  { username: DEMO_LOGINS.moderator.username, role: 'moderator' },
  { username: DEMO_LOGINS.finance.username, role: 'finance' },
  { username: DEMO_LOGINS.support.username, role: 'support' },
];

/** The invented publishers; each publishes only posts of their trade (a post type, taxonomy.ts). */
export const AUTHORS: readonly { nickname: string; bio: string; trade: TypeCode }[] = [
  { nickname: '林记咖啡', bio: '街角的小咖啡馆，手冲和甜点。', trade: 1 },
  { nickname: '暖阳私厨', bio: '上门私厨，家常菜和小型聚会。', trade: 1 },
  { nickname: '小满烘焙', bio: '每天现烤的面包与蛋糕。', trade: 1 },
  { nickname: '周老师', bio: '初中数学与物理，耐心讲透每一题。', trade: 2 },
  { nickname: 'Amy 英语', bio: 'IELTS 口语与少儿英语。', trade: 2 },
  { nickname: '知行学堂', bio: '书法、编程与周末兴趣班。', trade: 2 },
  { nickname: '陈师傅维修', bio: '家电维修十二年，修不好不收费。', trade: 3 },
  { nickname: '鹿角单车', bio: '自行车维修、保养与改装。', trade: 3 },
  { nickname: 'Kevin 修电脑', bio: '电脑清灰、重装与数据迁移。', trade: 3 },
  { nickname: '安居置业小王', bio: '只做真实房源 real listings。', trade: 4 },
  { nickname: '白鹭房产', bio: '整租、合租和商铺出租。', trade: 4 },
  { nickname: '青禾家政', bio: '日常保洁、深度清洁、收纳整理。', trade: 5 },
  { nickname: '云朵搬家', bio: '小件搬运与打包整理。', trade: 5 },
  { nickname: '半亩推拿', bio: '传统中式推拿，预约制。', trade: 6 },
  { nickname: '山海瑜伽', bio: '小班瑜伽与普拉提 Pilates。', trade: 6 },
  { nickname: '毛孩子之家', bio: '宠物洗护与寄养，一宠一巾。', trade: 7 },
  { nickname: '米粒宠物', bio: '上门喂猫与遛狗服务。', trade: 7 },
  { nickname: '拾光摄影', bio: '证件照、家庭写真、产品拍摄。', trade: 8 },
  { nickname: '星河设计', bio: 'Logo、海报与品牌视觉。', trade: 8 },
  { nickname: '木白装修咨询', bio: '小户型改造和软装建议。', trade: 8 },
];

const authorUsername = (i: number) => `author${String(i + 1).padStart(2, '0')}`;

function incode(rng: Rng): string {
  let s = '';
  for (let i = 0; i < INCODE_LENGTH; i++) s += rng.pick([...INCODE_ALPHABET]);
  return s;
}

export interface SeedUsers {
  rows: NewUser[];
  logins: DemoLogin[];
  /** Who publishes the demo posts, by trade; of the demo logins only demo publishes, one post (demo-chat.ts). */
  authors: { username: string; trade: TypeCode }[];
}

/** Author accounts cannot log in: they share one hash of a random password nobody ever sees (hashing is slow). */
export async function buildUsers(rng: Rng, now: number): Promise<SeedUsers> {
  const codes = new Set<string>();
  const uniqueIncode = () => {
    let c = incode(rng);
    while (codes.has(c)) c = incode(rng);
    codes.add(c);
    return c;
  };
  const [demoHash, vipHash, adminHash, modHash, financeHash, supportHash, lockedHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.demo.password),
    hashPassword(DEMO_LOGINS.vip.password),
    hashPassword(DEMO_LOGINS.admin.password),
    hashPassword(DEMO_LOGINS.moderator.password),
    hashPassword(DEMO_LOGINS.finance.password),
    hashPassword(DEMO_LOGINS.support.password),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);
  const base = (username: string, nickname: string, password_hash: string, bio: string): NewUser => ({
    username,
    nickname,
    password_hash,
    avatar: null,
    bio,
    // Multi-row inserts send every column (SQLite gets NULL, not the default, for a missing one).
    vip_level: 0,
    incode: uniqueIncode(),
    invited_by: null,
    vip_expires_at: null,
    created_at: now - rng.int(100, 200) * DAY_S,
  });
  const rows: NewUser[] = [
    base(DEMO_LOGINS.demo.username, '演示用户', demoHash, '随便逛逛，也接上门服务 just browsing。'),
    {
      ...base(DEMO_LOGINS.vip.username, 'VIP 体验官', vipHash, '季卡会员，demo account。'),
      vip_level: 2,
      // The quarterly card the money seed records as bought 19 days ago: 90 days from then.
      vip_expires_at: now + (90 - 19) * DAY_S,
    },
    base(DEMO_LOGINS.admin.username, '管理员', adminHash, '站务与审核。'),
    base(DEMO_LOGINS.moderator.username, '内容审核', modHash, '信息审核与举报处理。'),
    base(DEMO_LOGINS.finance.username, '财务', financeHash, '提现审批与对账。'),
    base(DEMO_LOGINS.support.username, '客服', supportHash, '用户与订单查询。'),
    ...AUTHORS.map((a, i) => base(authorUsername(i), a.nickname, lockedHash, a.bio)),
  ];
  const authors = AUTHORS.map((a, i) => ({ username: authorUsername(i), trade: a.trade }));
  return { rows, logins: Object.values(DEMO_LOGINS), authors };
}
