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

// The first render in a task of its own, apart from evaluating the shell's code: two short tasks
// where there was one long one, and the phone can answer a tap in between.
const root = document.getElementById('root');
if (root) {
  setTimeout(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }, 0);
}
