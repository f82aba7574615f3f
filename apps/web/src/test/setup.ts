// jsdom gaps antd relies on. Imported by each web test file (the root vitest project has no setup file).
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  originalGetComputedStyle(element, pseudo ? undefined : pseudo);

afterEach(() => {
  cleanup();
});

// React's scheduler and antd's animations finish work on timers after the last unmount (a session change, a
// closing confirm). Let them run while jsdom is still here: once the file's environment is torn down they fail
// with "window is not defined", an unhandled error that fails the run although every test passed.
afterAll(async () => {
  cleanup();
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 20));
});
