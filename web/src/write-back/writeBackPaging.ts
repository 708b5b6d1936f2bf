// The write-back page's paging and polling (its route's loader reads them, so nothing else here).
/** Rows a page: the first load and each 'Load more'. */
export const WRITE_BACK_PAGE_SIZE = 20;

/** How often the page looks again while a write-back is still moving. */
export const WRITE_BACK_POLL_MS = 3000;
