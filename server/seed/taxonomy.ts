// Cities, post types and modes. City codes follow the mainland administrative-division style
// (city level, ending in 00); abroad cities use an invented 9000xx range that cannot clash with them.
import { HOME_VISIT_MODE } from '../../protocol/appointments';
import type { NewCity, NewCode } from '../db/schema';

interface CitySeed {
  code: number;
  name: string;
  nameEn: string;
  /** Country or region, for abroad cities only. */
  region?: string;
  /** Neighbourhoods used in invented addresses and shop names. */
  districts: string[];
}

const DOMESTIC: CitySeed[] = [
  { code: 110100, name: '北京', nameEn: 'Beijing', districts: ['朝阳', '海淀', '东城'] },
  { code: 310100, name: '上海', nameEn: 'Shanghai', districts: ['徐汇', '静安', '浦东'] },
  { code: 440100, name: '广州', nameEn: 'Guangzhou', districts: ['天河', '越秀', '海珠'] },
  { code: 440300, name: '深圳', nameEn: 'Shenzhen', districts: ['南山', '福田', '罗湖'] },
  { code: 330100, name: '杭州', nameEn: 'Hangzhou', districts: ['西湖', '拱墅', '滨江'] },
  { code: 320100, name: '南京', nameEn: 'Nanjing', districts: ['鼓楼', '玄武', '建邺'] },
  { code: 320500, name: '苏州', nameEn: 'Suzhou', districts: ['姑苏', '工业园', '吴中'] },
  { code: 510100, name: '成都', nameEn: 'Chengdu', districts: ['锦江', '武侯', '高新'] },
  { code: 500100, name: '重庆', nameEn: 'Chongqing', districts: ['渝中', '江北', '南岸'] },
  { code: 420100, name: '武汉', nameEn: 'Wuhan', districts: ['武昌', '江汉', '洪山'] },
  { code: 610100, name: '西安', nameEn: "Xi'an", districts: ['雁塔', '碑林', '未央'] },
  { code: 120100, name: '天津', nameEn: 'Tianjin', districts: ['和平', '南开', '河西'] },
  { code: 430100, name: '长沙', nameEn: 'Changsha', districts: ['岳麓', '芙蓉', '天心'] },
  { code: 370200, name: '青岛', nameEn: 'Qingdao', districts: ['市南', '崂山', '李沧'] },
  { code: 350200, name: '厦门', nameEn: 'Xiamen', districts: ['思明', '湖里', '集美'] },
  { code: 530100, name: '昆明', nameEn: 'Kunming', districts: ['五华', '盘龙', '官渡'] },
  { code: 210100, name: '沈阳', nameEn: 'Shenyang', districts: ['和平', '沈河', '浑南'] },
  { code: 410100, name: '郑州', nameEn: 'Zhengzhou', districts: ['金水', '二七', '郑东'] },
];

const ABROAD: CitySeed[] = [
  {
    code: 900001,
    name: '新加坡',
    nameEn: 'Singapore',
    districts: ['Orchard', 'Tanjong Pagar', 'Bugis'],
    region: '新加坡',
  },
  {
    code: 900002,
    name: '吉隆坡',
    nameEn: 'Kuala Lumpur',
    districts: ['Bukit Bintang', 'Mont Kiara', 'Cheras'],
    region: '马来西亚',
  },
  { code: 900003, name: '曼谷', nameEn: 'Bangkok', districts: ['Sukhumvit', 'Silom', 'Ari'], region: '泰国' },
  { code: 900004, name: '东京', nameEn: 'Tokyo', districts: ['Shinjuku', 'Ikebukuro', 'Ueno'], region: '日本' },
  {
    code: 900005,
    name: '悉尼',
    nameEn: 'Sydney',
    districts: ['Chatswood', 'Burwood', 'Haymarket'],
    region: '澳大利亚',
  },
  {
    code: 900006,
    name: '温哥华',
    nameEn: 'Vancouver',
    districts: ['Richmond', 'Burnaby', 'Kitsilano'],
    region: '加拿大',
  },
  { code: 900007, name: '伦敦', nameEn: 'London', districts: ['Soho', 'Canary Wharf', 'Camden'], region: '英国' },
];

export const CITIES: CitySeed[] = [...DOMESTIC, ...ABROAD];

export const TYPE_CODES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type TypeCode = (typeof TYPE_CODES)[number];

export const TYPES: { code: TypeCode; name: string; nameEn: string }[] = [
  { code: 1, name: '餐饮美食', nameEn: 'Food & drink' },
  { code: 2, name: '教育培训', nameEn: 'Tutoring' },
  { code: 3, name: '维修服务', nameEn: 'Repair' },
  { code: 4, name: '房产中介', nameEn: 'Real estate' },
  { code: 5, name: '生活服务', nameEn: 'Home services' },
  { code: 6, name: '健康养生', nameEn: 'Wellness' },
  { code: 7, name: '宠物服务', nameEn: 'Pet care' },
  { code: 8, name: '摄影设计', nameEn: 'Photo & design' },
];

/** homeVisit is the mode bookings ask an address for (protocol/appointments.ts). */
export const MODE_CODES = { inStore: 1, homeVisit: HOME_VISIT_MODE, online: 3 } as const;

export const MODES = [
  { code: MODE_CODES.inStore, name: '到店', nameEn: 'In store' },
  { code: MODE_CODES.homeVisit, name: '上门', nameEn: 'Home visit' },
  { code: MODE_CODES.online, name: '线上', nameEn: 'Online' },
];

export function cityRows(): NewCity[] {
  return CITIES.map((c, i) => ({
    code: c.code,
    name: c.name,
    name_en: c.nameEn,
    abroad: c.region === undefined ? 0 : 1,
    region: c.region ?? '',
    sort: i + 1,
  }));
}

export function codeRows(items: { code: number; name: string; nameEn: string }[]): NewCode[] {
  return items.map((t, i) => ({ code: t.code, name: t.name, name_en: t.nameEn, sort: i + 1 }));
}
