// Shared with the server's link previews, so a price reads the same on a card and in a chat app's preview.
export { formatPrice } from '../../../protocol/price';
export type { PriceLabels } from '../../../protocol/price';
