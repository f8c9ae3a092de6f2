// The insights page's period, kept in the address (?days=30): a reload or a bookmark shows the same.
import { useSearchParams } from 'react-router';
import { INSIGHT_LIMITS } from '@menudex/contract/insights';
import type { Period } from '../components/insights-dashboard.tsx';
import { periodRanges } from '../utils/periods.ts';

const DEFAULT_PERIOD: Period = 30;

export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const period = (INSIGHT_LIMITS.periodsDays as readonly number[]).includes(asked)
    ? (asked as Period)
    : DEFAULT_PERIOD;
  const setPeriod = (next: Period) =>
    setParams(
      (current) => {
        current.set('days', String(next));
        return current;
      },
      { replace: true },
    );
  return { period, setPeriod, ...periodRanges(period) };
}
