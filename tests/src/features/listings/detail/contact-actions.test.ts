import { describe, expect, it } from 'vitest';
import { contactActions } from '../../../../../src/features/listings/detail/contact-actions';

describe('contact actions', () => {
  it.each([
    ['138-0000-1234', 'tel:13800001234'],
    ['tel 139 0000 0000', 'tel:13900000000'],
    ['+60 12-345 6789', 'tel:+60123456789'],
    ['电话：(021) 5555-1234', 'tel:02155551234'],
  ])('%s can be called and texted', (contact, tel) => {
    const act = contactActions(contact);
    expect(act.tel).toBe(tel);
    expect(act.sms).toBe(tel.replace('tel:', 'sms:'));
    expect(act.wechat).toBeNull();
  });

  it('a WeChat handle opens WeChat instead', () => {
    expect(contactActions('微信：shop_abc1')).toEqual({ tel: null, sms: null, wechat: 'weixin://' });
    expect(contactActions('wx shop_abc1').wechat).toBe('weixin://');
  });

  it('anything else offers nothing but copying', () => {
    expect(contactActions('ask at the front desk')).toEqual({ tel: null, sms: null, wechat: null });
    expect(contactActions('12-34')).toEqual({ tel: null, sms: null, wechat: null });
  });
});
