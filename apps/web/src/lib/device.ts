import { Device } from '@lotto/contract';

/** §2.1, §7: OTHERS when the app runs standalone (installed PWA or iOS web clip), else MOBILE. */
export const isStandalone = (): boolean => {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const media =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || media;
};

export const currentDevice = (): Device => (isStandalone() ? Device.OTHERS : Device.MOBILE);
