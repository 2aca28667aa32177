export { handEquity } from './hand-equity';
export { EQUITY_GAMES, UNKNOWN_CARD, isEquityGame } from './equity-types';
export type {
  EquityCounts,
  EquityError,
  EquityErrorCode,
  EquityFigures,
  EquityGame,
  EquityInput,
  EquityMethod,
  EquityReport,
  EquityResult,
  HandEquity,
} from './equity-types';
export { DEFAULT_MAX_EXACT_DEALS, DEFAULT_SAMPLES, SHARE_UNIT } from './equity-constants';
