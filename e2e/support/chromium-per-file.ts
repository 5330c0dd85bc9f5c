// Set up in every browser test file: the file's Chromium closes when the file is done.
import { afterAll } from 'vitest';
import { closeChromium } from './browser.ts';

afterAll(closeChromium);
