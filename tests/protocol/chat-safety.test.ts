import { describe, expect, it } from 'vitest';
import { hasPhoneNumber, offPlatformSigns } from '../../protocol/chat-safety';
import { contactSchema } from '../../protocol/release-schema';

describe('off-platform signs in a text', () => {
  it('finds phone numbers however they are spaced, and not other numbers', () => {
    for (const text of [
      '打我电话 13800138000',
      'call 138 0013 8000 tonight',
      '座机 021-60001234',
      'WhatsApp me on +44 20 7946 0958',
      '号码１３８００１３８０００',
    ]) {
      expect(offPlatformSigns(text), text).toContain('phone');
    }
    for (const text of ['房间 302，价格 5000 元', '2026-11-28 10:00 见', '订单号 12800138000', '200 元一小时']) {
      expect(hasPhoneNumber(text), text).toBe(false);
    }
  });

  it('finds messaging ids named by their service, and not the service named alone', () => {
    for (const text of [
      '加我微信 goldpost88',
      'vx：shop_01x',
      'QQ 12345678',
      'tg @river_cafe',
      'my wechat id: linlin2026',
    ]) {
      expect(offPlatformSigns(text), text).toContain('handle');
    }
    for (const text of ['微信支付可以吗', 'I do not use WeChat', 'QQ 音乐']) {
      expect(offPlatformSigns(text), text).not.toContain('handle');
    }
  });

  it('finds requests to pay ahead or off the platform, in both languages', () => {
    for (const text of [
      '请先付定金 200',
      '可以转账吗',
      '先汇款再安排',
      'Please pay first',
      'a small deposit to hold the slot',
    ]) {
      expect(offPlatformSigns(text), text).toContain('transfer');
    }
    expect(offPlatformSigns('周六上午十点可以吗？')).toEqual([]);
    expect(offPlatformSigns('Is Saturday 10:00 free?')).toEqual([]);
  });

  it('holds a post’s contact field to the same phone rule', () => {
    expect(contactSchema.safeParse('138 0013 8000').success).toBe(true);
    expect(contactSchema.safeParse('12800138000').success).toBe(false);
    expect(contactSchema.safeParse('微信 goldpost88').success).toBe(true);
  });
});
