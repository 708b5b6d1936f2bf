// The templates page's rules that need no React (spec 003 sections 2.4, 4, 9): the card's shortened
// name and description, the MMM D, YYYY date, the Public Templates / Drafts switch and its empty
// text, and the grid/list choice kept in browser storage.
export const NAME_LENGTH = 16;
export const DESCRIPTION_LENGTH = 45;
export const VIEW_STORAGE_KEY = 'vetchart.soapTemplates.view';

export type TemplateView = 'grid' | 'list';
export type TemplateTab = 'ACTIVE' | 'INACTIVE';

export const TAB_LABELS: Record<TemplateTab, string> = { ACTIVE: 'Public Templates', INACTIVE: 'Drafts' };
const EMPTY_TYPES: Record<TemplateTab, string> = { ACTIVE: 'public templates', INACTIVE: 'drafts' };

/** "You haven't created any {type} yet" for the tab shown. */
export const emptyText = (tab: TemplateTab) => `You haven't created any ${EMPTY_TYPES[tab]} yet`;

/** The text cut to `length` characters with an ellipsis when longer (a character is a code point). */
export function shorten(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** MMM D, YYYY in the viewer's time zone; an unreadable date is shown as it came. */
export function templateDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

type ViewStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered view; grid when nothing (or something unknown) is stored or storage is refused. */
export function readTemplateView(storage: ViewStorage | undefined = globalThis.localStorage): TemplateView {
  try {
    return storage?.getItem(VIEW_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function writeTemplateView(view: TemplateView, storage: ViewStorage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Private browsing may refuse storage: the choice then lasts until the page is left.
  }
}
