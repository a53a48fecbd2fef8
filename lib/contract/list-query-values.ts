// Paging and ordering of the interface's lists: plain values, safe for the browser.

export const PAGE_DEFAULT = 1;
export const SIZE_DEFAULT = 20;
export const SIZE_MAX = 100;
/** Far past any real list, and it keeps the row offset a small exact integer (docs/decisions/0032). */
export const PAGE_MAX = 1_000_000;

export const CHAT_ORDER_BY_VALUES = ['createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export const CHAT_ORDER_BY_DEFAULT = '-createdAt';
export const MESSAGE_ORDER_BY_VALUES = ['createdAt', '-createdAt'] as const;
export const MESSAGE_ORDER_BY_DEFAULT = 'createdAt';

export type ChatOrderBy = (typeof CHAT_ORDER_BY_VALUES)[number];
export type MessageOrderBy = (typeof MESSAGE_ORDER_BY_VALUES)[number];
