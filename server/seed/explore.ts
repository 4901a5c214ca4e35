// The first explore content: a few themes and the tag index, neutral and invented. Operators curate these
// rows afterwards; the tag names are ones the demo posts carry (vocab.ts), so every page has posts.
import type { Insertable } from 'kysely';
import type { ExploreTagTable, ExploreThemeTable } from '../db/schema-explore';
import { MODE_CODES } from './taxonomy';

const REPAIR = 3;
const TUTORING = 2;

type Theme = Omit<Insertable<ExploreThemeTable>, 'created_at' | 'sort'>;

const THEMES: Theme[] = [
  {
    title: '周末修缮',
    title_en: 'Weekend repairs',
    intro: '上门维修、当天可约，周末也不用等',
    intro_en: 'Repairs at your door, booked for the weekend',
    type_code: REPAIR,
    mode_code: MODE_CODES.homeVisit,
  },
  {
    title: '身边的家教',
    title_en: 'Tutors near you',
    intro: '一对一、小班课和试听课',
    intro_en: 'One-to-one lessons, small classes and trial lessons',
    type_code: TUTORING,
  },
  {
    title: '新开店铺',
    title_en: 'New stores',
    intro: '最近一个月新开的店',
    intro_en: 'Stores that opened this month',
    kind: 'store',
    recent_days: 30,
  },
  {
    title: '在线就能办',
    title_en: 'Done online',
    intro: '不用出门的课程与服务',
    intro_en: 'Lessons and services without leaving home',
    mode_code: MODE_CODES.online,
  },
  {
    title: '当日可约',
    title_en: 'Same-day bookings',
    intro: '今天就能上门的服务',
    intro_en: 'Services that can come today',
    tag: '当日可约',
  },
];

/** [name, English label, heat]: heat > 0 puts a tag on the search tab. */
const TAGS: [string, string, number][] = [
  ['当日可约', 'Same day', 90],
  ['一对一', 'One-to-one', 80],
  ['明码标价', 'Clear prices', 70],
  ['可线上', 'Online', 60],
  ['近地铁', 'Near the metro', 50],
  ['新客体验价', 'Newcomer price', 40],
  ['支持预订', 'Bookable', 30],
  ['接送服务', 'Pick-up', 20],
  ['试听一节', 'Trial lesson', 0],
  ['保修三个月', '3-month warranty', 0],
  ['免费 Wi-Fi', 'Free Wi-Fi', 0],
  ['周末班', 'Weekend class', 0],
  ['夜间可约', 'Evenings', 0],
  ['当天出片', 'Same-day photos', 0],
  ['可月付', 'Monthly rent', 0],
  ['预约制', 'By appointment', 0],
];

export function exploreThemeRows(now: number): Insertable<ExploreThemeTable>[] {
  return THEMES.map((t, i) => ({ ...t, sort: i + 1, created_at: now }));
}

export function exploreTagRows(): Insertable<ExploreTagTable>[] {
  return TAGS.map(([name, nameEn, hot], i) => ({ name, name_en: nameEn, hot, sort: i + 1 }));
}
