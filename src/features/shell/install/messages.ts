import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const useInstallMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    helpTitle: '添加到主屏幕',
    iosShare: '点按 Safari 底部工具栏的「分享」按钮（方框加向上箭头）',
    iosAdd: '在列表中选择「添加到主屏幕」',
    iosConfirm: '点按右上角的「添加」',
    menuOpen: '打开浏览器菜单（通常是右上角的 ⋮ 或底部的 ≡）',
    menuAdd: '选择「安装应用」或「添加到主屏幕」',
    menuConfirm: '确认后，金帖会出现在你的主屏幕上',
    helpNote: '安装后像 App 一样全屏打开；没有网络时也能看上次浏览的信息。',
    gotIt: '知道了',
  },
  en: {
    ...commonWords.en,
    helpTitle: 'Add to Home Screen',
    iosShare: 'Tap Share in Safari’s toolbar (the square with an arrow pointing up)',
    iosAdd: 'Choose “Add to Home Screen” in the list',
    iosConfirm: 'Tap “Add” in the top right corner',
    menuOpen: 'Open the browser menu (usually ⋮ at the top right or ≡ at the bottom)',
    menuAdd: 'Choose “Install app” or “Add to Home screen”',
    menuConfirm: 'Confirm, and Goldpost appears on your home screen',
    helpNote: 'Installed, it opens full screen like an app, and shows what you saw last even offline.',
    gotIt: 'Got it',
  },
});
