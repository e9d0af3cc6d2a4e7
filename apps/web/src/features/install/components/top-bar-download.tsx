import { useInstallContext } from '../hooks/use-install-context';
import { DownloadPopup } from './download-popup';

/** The top bar's download icon (§2.2) opens the same popup as the bar, on any page. */
export const TopBarDownloadPopup = ({ onClose }: { onClose: () => void }) => {
  const context = useInstallContext();
  return <DownloadPopup context={context} onClose={onClose} />;
};
