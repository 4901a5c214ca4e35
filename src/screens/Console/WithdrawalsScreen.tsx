import { WithdrawalQueue } from '../../features/console/WithdrawalQueue';

export function WithdrawalsScreen() {
  return <WithdrawalQueue />;
}
