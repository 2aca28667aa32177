import type { HandHistory } from '../api/types';
import { formatChips, formatMoney } from '../format/amounts';

/** Chips of a hand as the table counts them: money at a cash table (`$0.40`), chips otherwise. */
export function handAmount(history: Pick<HandHistory, 'money'>): (chips: number) => string {
  const money = history.money;
  if (money.kind === 'cash') return (chips) => formatMoney(chips * money.minorUnitsPerChip, money.currency);
  return (chips) => formatChips(chips);
}
