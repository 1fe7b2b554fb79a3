/** The scroll position of a list's scrolling element. */
export interface ScrollPosition {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Whether the view is within `threshold` px of the end of the loaded rows, so the next page should load. */
export function isNearEnd(position: ScrollPosition, threshold: number): boolean {
  if (position.scrollHeight <= 0) return false;
  return position.scrollHeight - position.scrollTop - position.clientHeight <= threshold;
}
