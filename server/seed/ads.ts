// Ads for the home page slots and the notice ticker. URLs of type 1 point at example.com (reserved for
// documentation), type 2 at an in-app route of a real seeded post.
import type { NewAd, NewNotice } from '../db/schema';
import type { StoredImage } from '../domain/upload';
import type { Rng } from './rng';

export const AD_SLOTS = { homeBanner: 'home_banner', homeGrid: 'home_grid' } as const;
const AD_TYPE = { newWindow: 1, inApp: 2 } as const;

const BUY_NOTICES = 30;
const DAY_S = 86_400;
const PLANS = [
  { zh: '月卡VIP', en: 'a monthly VIP card' },
  { zh: '季卡VIP', en: 'a quarterly VIP card' },
  { zh: '年卡VIP', en: 'a yearly VIP card' },
  { zh: '年卡VIP', en: 'a yearly VIP card' },
  { zh: '永久VIP', en: 'a lifetime VIP card' },
];

export interface AdTargets {
  /** Id of a verified store post, for the in-app banner. */
  storePostId: number;
  certificationPostId: number;
}

export function buildAds(banners: StoredImage[], tiles: StoredImage[], t: AdTargets): NewAd[] {
  const banner = (i: number) => banners[i % banners.length]!.path;
  const tile = (i: number) => tiles[i % tiles.length]!.path;
  return [
    {
      slot: AD_SLOTS.homeBanner,
      title: '新店开业 · 到店有礼',
      title_en: 'New shop open · a gift on your visit',
      image: banner(0),
      url: `/details/store/${t.storePostId}`,
      type: AD_TYPE.inApp,
      sort: 1,
    },
    {
      slot: AD_SLOTS.homeBanner,
      title: '周末市集',
      title_en: 'Weekend market',
      image: banner(1),
      url: 'https://example.com/market',
      type: AD_TYPE.newWindow,
      sort: 2,
    },
    {
      slot: AD_SLOTS.homeBanner,
      title: '持证服务 · 放心之选',
      title_en: 'Certified services · choose with confidence',
      image: banner(2),
      url: `/details/certification/${t.certificationPostId}`,
      type: AD_TYPE.inApp,
      sort: 3,
    },
    // One tile without an English caption ('' — every row of one insert names the same columns, or SQLite
    // writes NULL for the missing one): English pages show its Chinese title.
    {
      slot: AD_SLOTS.homeGrid,
      title: '养生体验',
      title_en: '',
      image: tile(0),
      url: '/0/6',
      type: AD_TYPE.inApp,
      sort: 1,
    },
    {
      slot: AD_SLOTS.homeGrid,
      title: '宠物托管',
      title_en: 'Pet care',
      image: tile(1),
      url: '/0/7',
      type: AD_TYPE.inApp,
      sort: 2,
    },
    {
      slot: AD_SLOTS.homeGrid,
      title: '摄影设计',
      title_en: 'Photo & design',
      image: tile(2),
      url: 'https://example.com/photo',
      type: AD_TYPE.newWindow,
      sort: 3,
    },
    {
      slot: AD_SLOTS.homeGrid,
      title: '上门维修',
      title_en: 'Home repairs',
      image: tile(3),
      url: '/0/3',
      type: AD_TYPE.inApp,
      sort: 4,
    },
  ];
}

export function buildNotices(rng: Rng, now: number): NewNotice[] {
  const out: NewNotice[] = [];
  for (let i = 0; i < BUY_NOTICES; i++) {
    // Masked, invented ids in the style of the ticker: "用户 1234** 开通了年卡VIP".
    const id = `${rng.int(1000, 9999)}**`;
    const plan = rng.pick(PLANS);
    out.push({
      kind: 'buy',
      text: `用户 ${id} 开通了${plan.zh}`,
      text_en: `User ${id} bought ${plan.en}`,
      created_at: now - rng.int(60, 14 * DAY_S),
    });
  }
  const system = [
    '欢迎来到 goldpost：所有内容均为演示数据 demo content。',
    '发布信息请遵守社区规范，虚假信息将被下架。',
    '交易前请核实对方信息，平台不会索要验证码。',
    '系统维护通知：每周一 03:00-04:00 可能短暂不可用。',
  ];
  system.forEach((text, i) => out.push({ kind: 'system', text, text_en: '', created_at: now - (i + 1) * DAY_S }));
  return out;
}
