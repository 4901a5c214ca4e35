const EN_RULES = new Intl.PluralRules('en');

/** English count phrases: plural(1, '{n} post', '{n} posts') → '1 post'. Chinese needs no plural forms. */
export function plural(n: number, one: string, other: string): string {
  return (EN_RULES.select(n) === 'one' ? one : other).replace('{n}', String(n));
}
