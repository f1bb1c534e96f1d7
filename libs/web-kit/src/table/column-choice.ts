import { useEffect, useState } from 'react';

const storageKey = (key: string) => `asp.columns.${key}`;

function read(key: string): Record<string, boolean> {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(key)) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  } catch {
    return {};
  }
}

/**
 * Which columns of a list are shown ({ columnId: false } hides one), remembered per list
 * in localStorage so each person keeps their choice on this device.
 */
export function useColumnChoice(key: string | undefined) {
  const [visibility, setVisibility] = useState<Record<string, boolean>>(() => (key ? read(key) : {}));
  useEffect(() => {
    if (!key) return;
    try {
      localStorage.setItem(storageKey(key), JSON.stringify(visibility));
    } catch {
      // Storage full or blocked: the choice lasts for this page only.
    }
  }, [key, visibility]);
  return [visibility, setVisibility] as const;
}
