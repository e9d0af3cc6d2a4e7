import type { Banner } from '@lotto/contract';

/** One banner in a fixed 5:2 box, so the page does not move when it arrives. */
export const BannerImage = ({
  banner,
  onTap,
  eager = false,
}: {
  banner: Banner;
  onTap: () => void;
  eager?: boolean;
}) => (
  <button type="button" className="banner__slide" onClick={onTap} aria-label={banner.title}>
    <img
      src={banner.url}
      alt=""
      width={750}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  </button>
);
