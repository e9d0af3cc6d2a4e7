/** The sections' cards as they will stand: limits, session time, reality check, time-out, exclusion. */
const SECTION_LINES = [4, 2, 3, 3, 3] as const;

/**
 * The whole page's place until the member's protection state is in: the prompt, the status and the
 * limits all come with it, and drawing the sections before them would push every one of them down.
 */
export const ProtectionSkeleton = () => (
  <div className="protection-skeleton" aria-hidden="true" data-testid="protection-skeleton">
    {SECTION_LINES.map((lines, section) => (
      <div key={section} className="card protection-skeleton__card">
        <span className="protection-skeleton__title" />
        {Array.from({ length: lines }, (_, line) => (
          <span key={line} className="protection-skeleton__line" />
        ))}
      </div>
    ))}
  </div>
);
