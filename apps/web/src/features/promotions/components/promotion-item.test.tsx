import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Promotion } from '@lotto/contract';
import { renderWithProviders } from '@/testing/test-utils';
import { PromotionItem } from './promotion-item';

const promotion: Promotion = {
  id: 7,
  announcementId: 7,
  title: 'Tell us',
  content: '<p>x</p>',
  startDate: Date.UTC(2026, 0, 1),
  endDate: null,
  noExpiry: 1,
  announcementImages: [],
  promoAnnouncementCategoryIds: [],
  read: true,
  status: 'join',
  kind: 'reward',
  linkUrl: null,
  takesComment: true,
};

const renderItem = (p: Promotion, onAction = vi.fn()) => {
  renderWithProviders(
    <ul>
      <PromotionItem
        promotion={p}
        offsets={[{ from: 0, minutes: 420 }]}
        open
        onToggle={() => undefined}
        onAction={onAction}
        busy={false}
        loggedIn
        loginHref="/m/login"
      />
    </ul>,
  );
  return onAction;
};

describe('§5 joining a promotion that takes a comment', () => {
  it('asks for the comment, at most 140 characters, before it joins', () => {
    const onAction = renderItem(promotion);
    const field = screen.getByTestId('promotion-comment');
    expect(field.getAttribute('maxLength')).toBe('140');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('promotion-join'));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.change(field, { target: { value: '  my game id is 42  ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('promotion-join'));
    expect(onAction).toHaveBeenCalledWith('join', 'my game id is 42');
  });

  it('a promotion that takes none joins at once, without the field', () => {
    const onAction = renderItem({ ...promotion, takesComment: false });
    expect(screen.queryByTestId('promotion-comment')).toBeNull();
    fireEvent.click(screen.getByTestId('promotion-join'));
    expect(onAction).toHaveBeenCalledWith('join');
  });
});
