import type { LocalText } from './refusal-table';

// The `msg` of the posting calls' successful replies.

export const RELEASE_REPLIES = {
  posted: { zh: '发布成功，等待审核', en: 'Posted: waiting for review' },
  edited: { zh: '修改成功，等待审核', en: 'Saved: waiting for review' },
  deleted: { zh: '删除成功', en: 'Deleted' },
  statusChanged: { zh: '操作成功', en: 'Done' },
  markedSold: { zh: '已标记为已售出', en: 'Marked sold' },
  renewed: { zh: '已续期', en: 'Renewed' },
  appealed: { zh: '申诉已提交，等待审核员处理', en: 'Appeal sent: a moderator will look at it' },
} as const satisfies Readonly<Record<string, LocalText>>;
