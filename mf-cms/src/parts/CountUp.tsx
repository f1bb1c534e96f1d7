import {
  COUNT_UP_DURATION_MS,
  COUNT_UP_STEP_MS,
  COUNT_UP_VISIBILITY_THRESHOLD,
  countUpValue,
  formatCountUp,
  parseCountUp,
} from '@asp/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIsServerRender } from '../server/server-render';
import { useVisibility } from './use-visibility';

/**
 * A number of the numbers block (website.md §2): counts from 0 to the value's first run of
 * digits in 10 ms steps over 2000 ms once at least 20 % is visible, back to 0 when it leaves
 * view; the value's other characters stay as they are ('250+ Kunden').
 */
export function CountUp({ value }: { value: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useVisibility(ref, COUNT_UP_VISIBILITY_THRESHOLD);
  const parsed = useMemo(() => parseCountUp(value), [value]);
  const [elapsed, setElapsed] = useState(0);
  // Server markup shows the final number (no observer or timer runs there).
  const serverRender = useIsServerRender();

  useEffect(() => {
    if (!visible) return;
    let ms = 0;
    const timer = setInterval(() => {
      ms += COUNT_UP_STEP_MS;
      setElapsed(ms);
      if (ms >= COUNT_UP_DURATION_MS) clearInterval(timer);
    }, COUNT_UP_STEP_MS);
    // Out of view: back to 0, so the next look counts up again.
    return () => {
      clearInterval(timer);
      setElapsed(0);
    };
  }, [visible]);

  const target = parsed.target ?? 0;
  const current = serverRender ? target : countUpValue(target, elapsed);
  return (
    <span ref={ref} className="cms-count-up" data-testid="count-up" data-target={target}>
      {formatCountUp(parsed, current)}
    </span>
  );
}
