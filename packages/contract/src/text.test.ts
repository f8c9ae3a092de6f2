import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  foldText,
  formatPhone,
  hasControlCharacters,
  likesText,
  normalizePhone,
  normalizeSearchInput,
  truncateWords,
} from './text.ts';
import { LIMITS } from './constants.ts';

describe('normalizePhone', () => {
  it('reads the three spellings of one phone as the same ten digits', () => {
    expect(normalizePhone('(415) 555-0100')).toBe('4155550100');
    expect(normalizePhone('4155550100')).toBe('4155550100');
    expect(normalizePhone('+14155550100')).toBe('4155550100');
  });

  it('takes the usual separators and a leading country code 1', () => {
    expect(normalizePhone('415.555.0100')).toBe('4155550100');
    expect(normalizePhone('1 (415) 555-0100')).toBe('4155550100');
    expect(normalizePhone(' +1 415 555 0100 ')).toBe('4155550100');
  });

  it('refuses what cannot be a phone number', () => {
    for (const bad of [
      '',
      '555-0100',
      '0155550100',
      '24155550100',
      '+44 20 7946 0958',
      '415-555-010x',
      '+1 (415) 555-0100 ext 2',
      '415555010000',
      '4155\u00000100',
    ]) {
      expect(normalizePhone(bad), bad).toBeNull();
    }
  });

  it('formats ten digits with the specification mask (#00) 000-0000', () => {
    expect(formatPhone('4155550100')).toBe('(415) 555-0100');
  });
});

describe('truncateWords', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`);

  it('keeps 30 words and adds ... when there were more', () => {
    const text = words(31).join(' ');
    expect(truncateWords(text, LIMITS.descriptionWords)).toBe(`${words(30).join(' ')}...`);
    expect(LIMITS.descriptionWords).toBe(30);
  });

  it("drops the punctuation the cut leaves at the end before adding '...'", () => {
    const text = `${words(29).join(' ')} walk. Then more words follow here`;
    expect(truncateWords(text, 30)).toBe(`${words(29).join(' ')} walk...`);
    expect(truncateWords('Hot, sour, spicy, sweet', 2)).toBe('Hot, sour...');
    expect(truncateWords('Pho… and more', 1)).toBe('Pho...');
  });

  it('leaves 30 words or fewer as they are, without ...', () => {
    expect(truncateWords(words(30).join(' '), 30)).toBe(words(30).join(' '));
    expect(truncateWords('Strong and sweet', 30)).toBe('Strong and sweet');
    expect(truncateWords('', 30)).toBe('');
  });

  it('counts words across any whitespace and joins them with single spaces', () => {
    expect(truncateWords('  a   b\nc\t d ', 30)).toBe('a b c d');
    expect(truncateWords('a\n\nb c', 2)).toBe('a b...');
  });
});

describe('the text rule: no control characters', () => {
  it('finds NUL and the other control characters', () => {
    for (const control of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(hasControlCharacters(`a${control}b`), JSON.stringify(control)).toBe(true);
    }
  });

  it('lets tab and line breaks through, and every printable script', () => {
    for (const fine of [
      'Line one\nLine two',
      'a\tb',
      'a\r\nb',
      'Cà phê sữa đá',
      'Bún bò Huế 🍜',
      '寿司',
      '',
    ]) {
      expect(hasControlCharacters(fine), fine).toBe(false);
    }
  });

  it('has a message that reads after a field name', () => {
    expect(`name: ${CONTROL_CHARACTERS_MESSAGE}`).toBe('name: must not contain control characters');
  });
});

describe('other text helpers', () => {
  it('likesText: person for exactly one, people otherwise', () => {
    expect(likesText(1)).toBe('person liked this item');
    expect(likesText(0)).toBe('people liked this item');
    expect(likesText(2)).toBe('people liked this item');
  });

  it('foldText folds case and accents, đ included', () => {
    expect(foldText(' Phở Đặc Biệt ')).toBe('pho dac biet');
  });

  it('normalizeSearchInput trims and keeps at most the search input length', () => {
    expect(normalizeSearchInput(undefined)).toBe('');
    expect(normalizeSearchInput('  pho  ')).toBe('pho');
    expect(normalizeSearchInput('x'.repeat(LIMITS.searchInputMaxLength + 20))).toHaveLength(
      LIMITS.searchInputMaxLength,
    );
  });
});
