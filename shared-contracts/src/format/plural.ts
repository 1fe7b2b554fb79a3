// Counted nouns through Intl.PluralRules: '1 hit', '2 hits', never '1 hits' or 'incident(s)'.

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesOf(locale: string | undefined): Intl.PluralRules {
  const key = locale ?? '';
  let rules = rulesByLocale.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(key, rules);
  }
  return rules;
}

/** A noun's forms: `one` for a single thing, `other` for every other count; a language's further forms optional. */
export interface PluralForms {
  one: string;
  other: string;
  zero?: string;
  two?: string;
  few?: string;
  many?: string;
}

/** The noun's form for a count (Intl.PluralRules of the locale, English by default): 'hit' for 1, 'hits' for 2. */
export function pluralNoun(count: number, forms: PluralForms, locale = 'en'): string {
  const category = rulesOf(locale).select(count);
  return (category === 'one' ? forms.one : forms[category]) ?? forms.other;
}

/**
 * A count with its noun: plural(1, 'hit') gives '1 hit', plural(2, 'hit') '2 hits'. A noun whose plural is not the
 * singular with an s takes its forms: plural(2, { one: 'entry', other: 'entries' }). The count is written as given;
 * pass `count` formatted by the number formatter as `shown` when it needs separators.
 */
export function plural(count: number, noun: string | PluralForms, shown: string = String(count)): string {
  const forms = typeof noun === 'string' ? { one: noun, other: `${noun}s` } : noun;
  return `${shown} ${pluralNoun(count, forms)}`;
}
