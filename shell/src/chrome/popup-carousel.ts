/**
 * The popup carousel (storefront.md §2.13, §4): previous is disabled on the first popup,
 * next on the last one closes; popups show once per browser session — hasSeenPopup is
 * set on close or after the last popup.
 */
export const HAS_SEEN_POPUP_KEY = 'hasSeenPopup';

export interface CarouselState {
  index: number;
  isOpen: boolean;
}

export function initialCarousel(count: number, hasSeen: boolean, suppressed: boolean): CarouselState {
  return { index: 0, isOpen: count > 0 && !hasSeen && !suppressed };
}

export function canGoPrevious(state: CarouselState): boolean {
  return state.index > 0;
}

export function previousPopup(state: CarouselState): CarouselState {
  return canGoPrevious(state) ? { ...state, index: state.index - 1 } : state;
}

/** Next popup; on the last one the carousel closes. */
export function nextPopup(state: CarouselState, count: number): CarouselState {
  return state.index + 1 >= count ? { ...state, isOpen: false } : { ...state, index: state.index + 1 };
}

export function closeCarousel(state: CarouselState): CarouselState {
  return { ...state, isOpen: false };
}

type SessionArea = Pick<Storage, 'getItem' | 'setItem'>;

export function hasSeenPopup(storage: SessionArea | null): boolean {
  try {
    return storage?.getItem(HAS_SEEN_POPUP_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markPopupSeen(storage: SessionArea | null): void {
  try {
    storage?.setItem(HAS_SEEN_POPUP_KEY, 'true');
  } catch {
    // without session storage the popups may show again on the next page load
  }
}
