// The product's own terms and privacy notice: plain statements of what the service does, kept short.

interface LegalSection {
  heading: string;
  body: string;
}

export interface LegalDoc {
  title: string;
  updated: string;
  sections: LegalSection[];
}

/** Both documents in both interface languages (the pages pick by the current language). */
export const LEGAL: Record<'zh' | 'en', { terms: LegalDoc; privacy: LegalDoc }> = {
  zh: {
    terms: {
      title: '用户协议',
      updated: '更新于 2026 年 11 月',
      sections: [
        {
          heading: '1. 服务内容',
          body: '金帖是本地商家与服务信息的发布和浏览平台。浏览免费；部分功能（查看联系方式、会员内容）需要登录或付费。',
        },
        {
          heading: '2. 账号',
          body: '请妥善保管密码。你可以在用户中心绑定手机号，用于找回密码；未绑定手机号的账号无法自助找回。一个手机号只能绑定一个账号。',
        },
        {
          heading: '3. 发布规则',
          body: '发布的信息须真实、合法，不得侵犯他人权利。平台会审核发布内容，对违规信息可下架，对多次违规的账号可限制发布。',
        },
        {
          heading: '4. 金币与会员',
          body: '金币用于解锁联系方式和购买会员，充值后不予退还，除非法律另有规定。提现按页面显示的规则和手续费处理。邀请奖励以金币形式发放，每位受邀用户仅计一次。',
        },
        {
          heading: '5. 责任',
          body: '信息由发布者提供，交易前请自行核实。平台对发布者与用户之间的交易不承担担保责任。',
        },
        { heading: '6. 变更', body: '协议变更会在本页公布；变更后继续使用即表示接受新的协议。' },
      ],
    },
    privacy: {
      title: '隐私政策',
      updated: '更新于 2026 年 11 月',
      sections: [
        {
          heading: '1. 我们收集什么',
          body: '注册时的用户名和密码（只保存不可逆的哈希）；你自愿填写的昵称、头像、简介、所在城市和手机号；登录设备的浏览器标识和 IP 地址；你发布的内容和上传的图片视频。',
        },
        {
          heading: '2. 用途',
          body: '提供和保护服务：登录与会话管理、防止滥用（频率限制）、找回密码（验证码只发到你绑定的手机号）、展示你发布的信息。我们不出售个人信息。',
        },
        {
          heading: '3. 公开的信息',
          body: '你的昵称、头像、简介和已通过审核的发布内容对其他用户可见。用户名和手机号不会公开；邀请列表只显示好友的昵称。',
        },
        {
          heading: '4. 保存与删除',
          body: '会话在退出或超时后失效；验证码 10 分钟后失效。你可以随时修改资料、解除手机号绑定，或联系客服删除账号。',
        },
        {
          heading: '5. 安全',
          body: '密码和验证码只以不可逆的哈希保存，会话令牌也只保存其哈希。请为本站使用独立的强密码。',
        },
      ],
    },
  },
  en: {
    terms: {
      title: 'Terms of use',
      updated: 'Updated November 2026',
      sections: [
        {
          heading: '1. The service',
          body: 'goldpost is a directory where local businesses and services post listings and anyone can browse them. Browsing is free; some features (contact details, member content) need an account or payment.',
        },
        {
          heading: '2. Your account',
          body: 'Keep your password safe. You can bind a phone number in the user centre to reset a forgotten password; an account without one cannot reset by itself. A number can be bound to one account only.',
        },
        {
          heading: '3. Posting',
          body: "What you post must be true and lawful and must not infringe anyone's rights. Posts are reviewed; posts that break the rules are taken down, and accounts that keep breaking them may lose the right to post.",
        },
        {
          heading: '4. Gold and membership',
          body: 'Gold unlocks contact details and buys membership; recharges are not refunded unless the law says otherwise. Withdrawals follow the rules and fees shown on their page. Invitation rewards are paid in gold, once per invited account.',
        },
        {
          heading: '5. Responsibility',
          body: 'Listings come from their posters: check them before you deal. The platform does not guarantee deals between posters and users.',
        },
        {
          heading: '6. Changes',
          body: 'Changes to these terms are published on this page; using the service after a change means accepting it.',
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      updated: 'Updated November 2026',
      sections: [
        {
          heading: '1. What we collect',
          body: 'Your username and password at sign-up (the password only as a one-way hash); the nickname, avatar, bio, city and phone number you choose to give; the browser and IP address of signed-in devices; what you post and upload.',
        },
        {
          heading: '2. Why',
          body: 'To run and protect the service: sign-in and sessions, abuse limits, password reset (codes go only to your bound number), showing your listings. We do not sell personal data.',
        },
        {
          heading: '3. What others see',
          body: "Your nickname, avatar, bio and approved posts are public. Your username and phone number are not; invitation lists show friends' nicknames only.",
        },
        {
          heading: '4. Keeping and deleting',
          body: 'Sessions end when you log out or after a period without use; reset codes expire after 10 minutes. You can edit your profile, unbind your number, or ask support to delete your account at any time.',
        },
        {
          heading: '5. Security',
          body: 'Passwords, reset codes and session tokens are stored only as one-way hashes. Use a strong password of its own for this site.',
        },
      ],
    },
  },
};
