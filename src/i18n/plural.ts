// Built on first use: an Intl object costs tens of ms on a slow phone, and Chinese (the default) never asks.
let enRules: Intl.PluralRules | undefined;

/** English count phrases: plural(1, '{n} post', '{n} posts') → '1 post'. Chinese needs no plural forms. */
export function plural(n: number, one: string, other: string): string {
  return ((enRules ??= new Intl.PluralRules('en')).select(n) === 'one' ? one : other).replace('{n}', String(n));
}
