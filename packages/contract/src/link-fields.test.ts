import { describe, expect, it } from 'vitest';
import { contentSaveBody } from './ops-content';
import { saveMallItemBody } from './ops-engagement';
import { savePromotionBody } from './ops-promotions';
import { promotionKinds } from './promotion-kinds';

const promotion = {
  title: { th: 'โปร', en: 'Promo' },
  content: { th: '', en: '' },
  imageUrl: null,
  linkUrl: null,
  startAt: 0,
  endAt: null,
  categoryIds: [],
  enabled: true,
  rule: {
    kind: promotionKinds[0],
    review: false,
    rateBp: 0,
    cap: null,
    reward: null,
    turnoverMultiple: 0,
    rebateBasis: null,
    memberTypes: [],
    firstDepositOnly: false,
    periodDays: null,
  },
};
const content = {
  type: 'PL',
  groupName: 'm_home',
  titleTh: 'ข่าว',
  titleEn: 'News',
  startAt: '2026-01-01T00:00:00.000Z',
};

describe('promotion and content links share one rule (issue 28)', () => {
  const offSite = ['//evil.example/x', '/\\evil.example', 'http://evil.example', 'javascript:x'];
  const onSite = ['/m/deposit', '/media/promotions/a.webp', 'https://example.com/a?b=c'];

  it.each(offSite)('a promotion refuses %s as its link and its image', (url) => {
    for (const field of ['linkUrl', 'imageUrl'] as const) {
      const parsed = savePromotionBody.safeParse({ ...promotion, [field]: url });
      expect(parsed.success, `${field} ${url}`).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual([field]);
    }
  });

  it.each(onSite)('a promotion takes %s as its link and its image', (url) => {
    for (const field of ['linkUrl', 'imageUrl'] as const) {
      const parsed = savePromotionBody.safeParse({ ...promotion, [field]: url });
      expect(parsed.error?.issues ?? [], `${field} ${url}`).toEqual([]);
    }
  });

  it.each([...offSite, ...onSite])('content and promotions agree on %s', (url) => {
    const asContent = contentSaveBody.safeParse({ ...content, linkUrl: url }).success;
    const asPromotion = savePromotionBody.safeParse({ ...promotion, linkUrl: url }).success;
    expect(asPromotion).toBe(asContent);
    expect(asContent).toBe(onSite.includes(url));
    // The mall's item pictures follow the same rule.
    const imageIssues = saveMallItemBody
      .safeParse({ imageUrl: url })
      .error?.issues.filter((i) => i.path[0] === 'imageUrl');
    expect(imageIssues?.length === 0).toBe(onSite.includes(url));
  });
});
