import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/global.css';
import './styles/layout.css';
import './styles/components.css';
import { handOffToken } from '@/lib/token-handoff';
import { applyFrameConstants } from '@/lib/theme';
import '@/lib/i18n';
import { App } from '@/app/app';

// Before the router reads the URL: the token becomes the session and leaves the address bar.
handOffToken();
applyFrameConstants();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
