import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_QUESTIONS,
  FOOD_TAGS,
  LIMITS,
  MENU_ITEM_QUESTION,
  TEXTS,
  TIMING,
} from './constants.ts';

describe('the specification constants', () => {
  it('has the 32 food tags in the specification order', () => {
    expect(FOOD_TAGS).toEqual([
      'Coffee',
      'Banh Mi',
      'Beef',
      'Pork',
      'Sushi',
      'Thai',
      'Vietnamese',
      'Ramen',
      'Vegan',
      'Hotpot',
      'Seafood',
      'Pho',
      'Pizza',
      'Burger',
      'Taco',
      'Sushi Burrito',
      'Pasta',
      'Ice Cream',
      'Curry',
      'Salad',
      'Steak',
      'Noodles',
      'Dumplings',
      'Fried Chicken',
      'Smoothie',
      'Sandwich',
      'Tofu',
      'Fries',
      'Burrito',
      'Falafel',
      'Pancakes',
      'Waffles',
    ]);
    expect(FOOD_TAGS).toHaveLength(32);
  });

  it('asks the three rating questions, spelled as specified, with their five labels', () => {
    expect(FEEDBACK_QUESTIONS).toEqual([
      {
        question: 'Customer Service',
        labels: [
          'Coffee Nightmare',
          'Caffeine Confusion',
          'Decent Pour',
          'Foamy Friendliness',
          'Espresso Excellence',
        ],
      },
      {
        // Sic: the specification's spelling.
        question: 'Atmoshpere',
        labels: [
          'Dull and Uninspiring',
          'Ordinary and Plain',
          'Decent and Average',
          'Enjoyable and Pleasant',
          'Exceptional and Enchanting',
        ],
      },
      {
        question: 'Speed',
        labels: [
          'Monday morning slow',
          'Taking its time',
          'Relaxed pace',
          'Caffeinated runner',
          'Rapid-fire service',
        ],
      },
    ]);
    expect(MENU_ITEM_QUESTION.labels).toHaveLength(5);
  });

  it('allows at most 5 tags, and says so as specified', () => {
    expect(LIMITS.maxTags).toBe(5);
    expect(TEXTS.tagsLabel).toBe('Tags (5 Max)');
    expect(TEXTS.maxTags).toBe('You have reached the maximum number of tags');
  });

  it('gives HTTP requests 50 s and page chunks 120 s', () => {
    expect(TIMING.httpTimeoutMs).toBe(50_000);
    expect(TIMING.chunkLoadTimeoutMs).toBe(120_000);
  });
});
