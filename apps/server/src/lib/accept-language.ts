import { isLanguage, type Language } from '@fundi/shared';

/**
 * The first language Fundi speaks in an Accept-Language header ('sw-KE,sw;q=0.9,en;q=0.8'), by
 * the weights the browser gave; undefined when it names none of them.
 */
export function languageFromHeader(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight) };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked.map(({ language }) => language).find(isLanguage);
}
