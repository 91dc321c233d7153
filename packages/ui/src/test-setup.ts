import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { cancelFrames, installFrames } from './test-frames.ts';

installFrames();

afterEach(() => {
  cleanup();
  cancelFrames();
});
