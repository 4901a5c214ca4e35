import { MakeHub } from '../../features/release/make/MakeHub';

/** /make/index: the creation hub behind the tab bar's "+" (and the desktop header's 发布). */
export function MakeScreen() {
  return <MakeHub />;
}
