import { vi } from 'vitest';

/**
 * The unit and component projects run their files in shared workers (`isolate: false` in vitest.config.ts): the
 * libraries (React, MUI, emotion, jsdom, msw…) are loaded once per worker instead of once per file, which was a
 * third of these projects' time. This project's own modules (src/, design-system/, mocks/) are evaluated afresh
 * for every file, as in an isolated run: the mocks' in-memory stores, the API client, the query layer and every
 * other module-level state start clean. This setup file runs first for each file.
 */
vi.resetModules();
