import { Matches } from 'class-validator';

/** ISO 3166-1 alpha-2: two upper-case letters (`GB`, `US`, `DE`), as results lists and results sites use it. */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

export const COUNTRY_RULE = 'ISO 3166-1 alpha-2: two upper-case letters (GB, US, DE)';

/** A country code, refused with one clear message (lower case, three letters, a name: all refused). */
export function IsCountry(): PropertyDecorator {
  return Matches(COUNTRY_PATTERN, { message: `country must be an ${COUNTRY_RULE}` });
}
