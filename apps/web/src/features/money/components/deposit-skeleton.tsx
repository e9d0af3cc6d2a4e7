/**
 * The deposit page's place until everything that stands on it is in (the deposit-limit prompt,
 * the methods, the live deposits and the offers): shaped as the page, a method card, the amount
 * card and the button, so that nothing arrives above what the player already sees.
 */
export const DepositSkeleton = () => (
  <div className="deposit-skeleton" aria-busy="true" data-testid="deposit-skeleton">
    <div className="card deposit-skeleton__card">
      <span className="deposit-skeleton__label" />
      <span className="deposit-skeleton__line" />
      <span className="deposit-skeleton__line" />
      <span className="deposit-skeleton__line" />
    </div>
    <div className="card deposit-skeleton__card">
      <span className="deposit-skeleton__label" />
      <span className="deposit-skeleton__field" />
      <span className="deposit-skeleton__line deposit-skeleton__line--short" />
    </div>
    <span className="deposit-skeleton__button" />
  </div>
);
