import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A shared 2-core CI machine can take more than the default second to render a list.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
