import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('a part drawn after the first paint', () => {
  it('is left out of the first drawing, then drawn', async () => {
    render(
      <>
        <h1>Top of the screen</h1>
        <AfterFirstPaint>
          <p>Lower panels</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('Top of the screen')).toBeTruthy();
    expect(screen.queryByText('Lower panels')).toBeNull();
    expect(await screen.findByText('Lower panels')).toBeTruthy();
  });
});
