import { describe, expect, it } from 'vitest';
import { addMobile, matchRoute, paramsKey, ROUTES, stripMobile } from '../../../src/nav/routes';
import { parseCode } from '../../../src/features/common/list-query';
import { viewOf } from '../../../src/app/screens';

describe('route params (spec §5: digits only, 0 = all)', () => {
  const params = (path: string) => matchRoute(path)?.params ?? null;

  it('accepts digits only for the numeric params', () => {
    expect(params('/110100/0/0/2')).toEqual({ cityCode: '110100', typeCode: '0', modeCode: '0', paginationCode: '2' });
    expect(params('/110100')).toEqual({ cityCode: '110100' });
    expect(params('/')).toEqual({});
    expect(params('/abc')).toBeNull();
    expect(params('/12a')).toBeNull();
    expect(params('/-1')).toBeNull();
    expect(params('/1.5')).toBeNull();
    expect(params('/1/2/3/4/5')).toBeNull();
  });

  it('reads a missing or zero code as 0 = all', () => {
    expect(parseCode(undefined)).toBe(0);
    expect(parseCode('0')).toBe(0);
    expect(parseCode('110100')).toBe(110100);
    expect(parseCode('x1')).toBe(0);
    expect(parseCode('007')).toBe(7);
    expect(parseCode('')).toBe(0);
  });

  it('lets a keyword be any segment between the codes', () => {
    expect(params('/search/0/0/coffee/3')).toEqual({
      cityCode: '0',
      typeCode: '0',
      keyword: 'coffee',
      paginationCode: '3',
    });
    expect(params('/search/coffee')).toEqual({ keyword: 'coffee' });
    expect(params('/search')).toEqual({});
    expect(params('/search/0/0/coffee/x')).toBeNull();
  });

  it('ignores a trailing slash and matches literal segments only', () => {
    expect(matchRoute('/make/index/')?.route.name).toBe('make');
    expect(matchRoute('/make.index')).toBeNull();
  });

  it('keys params independently of their order', () => {
    expect(paramsKey({ b: '2', a: '1' })).toBe(paramsKey({ a: '1', b: '2' }));
    expect(paramsKey({ a: '1', b: undefined })).toBe('a=1');
  });
});

// Every route of spec §2, in desktop form, with the route name it must resolve to.
const SPEC_PATHS: [string, string][] = [
  ['/', 'home'],
  ['/110100', 'home'],
  ['/110100/3/2/4', 'home'],
  ['/search', 'search'],
  ['/search/0/0/tea/2', 'search'],
  ['/details/personal/1', 'details-personal'],
  ['/details/store/22', 'details-store'],
  ['/details/certification/333', 'details-certification'],
  ['/details/broker/4444', 'details-broker'],
  ['/release/personal/1', 'release-personal'],
  ['/release/personal', 'release-personal'],
  ['/release/store/2', 'release-store'],
  ['/release/broker/3', 'release-broker'],
  ['/release/certification', 'release-certification'],
  ['/login', 'login'],
  ['/group', 'group'],
  ['/user/user-center', 'user-center'],
  ['/user/user-vip', 'user-vip'],
  ['/user/user-share', 'user-share'],
  ['/user/workbench-manage', 'workbench-manage'],
  ['/user/workbench-reserve', 'workbench-reserve'],
  ['/user/contact-information', 'contact-information'],
  ['/user/girl-workbench', 'girl-workbench'],
  ['/user/my-posts', 'my-posts'],
  ['/user/my-order', 'my-order'],
  ['/user/my-collection', 'my-collection'],
  ['/user/saved-searches', 'saved-searches'],
  ['/user/manage-gold', 'manage-gold'],
  ['/user/manage-withdraw', 'manage-withdraw'],
  ['/user/user-password', 'user-password'],
  ['/user/user-resetword', 'user-resetword'],
  ['/user/personal-detail/5', 'personal-detail'],
  ['/user/certification-details/6', 'certification-details'],
  ['/user/peripheral-details', 'peripheral-details'],
  ['/user/store-detail', 'store-detail'],
  ['/chat/7', 'chat'],
  ['/chat', 'chat-list'],
  ['/error', 'error'],
];

describe('route table (spec §2)', () => {
  it.each(SPEC_PATHS)('resolves %s on desktop and mobile', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
    expect(matchRoute(addMobile(path))?.route.name).toBe(name);
  });

  it('maps / and /h onto each other', () => {
    expect(addMobile('/')).toBe('/h');
    expect(stripMobile('/h')).toBe('/');
    expect(addMobile('/search/0')).toBe('/h/search/0');
    expect(stripMobile('/h/search/0')).toBe('/search/0');
    expect(stripMobile('/hello')).toBe('/hello');
  });

  it('gives the detail kind and the digits-only id', () => {
    expect(matchRoute('/h/details/store/12')?.params).toEqual({ id: '12', kind: 'store' });
    expect(matchRoute('/details/broker/9')?.params).toEqual({ id: '9', kind: 'broker' });
  });

  it.each([
    '/nope',
    '/h/nope',
    '/h/details/store/abc',
    '/details/store/abc',
    '/details/store',
    '/details/shop/1',
    '/release/personal/x',
    '/chat/x',
    '/user',
    '/hello',
    '/110100/x',
  ])('gives 404 for %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('has unique names and a title for each route', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const r of ROUTES) expect(viewOf(r).titleKey).toMatch(/^t/);
  });

  it('ignores the query string and decodes the path like wouter', () => {
    expect(matchRoute('/details/store/3?from=home')?.route.name).toBe('details-store');
    expect(matchRoute('/h/search/0/0/%E5%92%96%E5%95%A1')?.params.keyword).toBe('咖啡');
  });
});
