import type { Page } from '@playwright/test';

/**
 * What sticks out past the right edge of a screen `width` wide: the page itself when it
 * scrolls sideways, and each outermost element whose right edge is beyond the screen. A row
 * meant to scroll sideways (the town chips) may hold more than fits, as long as the row itself
 * fits. Measured against the width set, not innerWidth: a phone zooms out to show a page that
 * is too wide, and its innerWidth then grows with the page.
 */
export function findOverflow(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) found.push(`the page is ${scrollWidth}px wide`);
    const scrollsSideways = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const isInsideSidewaysScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > width + 0.5 && getComputedStyle(element).visibility !== 'hidden';
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (!sticksOut(element) || isInsideSidewaysScroller(element)) continue;
      if (element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      found.push(`<${element.tagName.toLowerCase()}> "${name}" ends at ${Math.round(element.getBoundingClientRect().right)}px`);
    }
    return found;
  }, width);
}
