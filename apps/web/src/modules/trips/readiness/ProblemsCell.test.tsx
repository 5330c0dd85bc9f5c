// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { problemLevels } from '@trips/shared/modules/trips/readiness.constants';
import type { TripRow } from '@trips/shared/modules/trips/trips.schema';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProblemsCell } from './ProblemsCell';

const row = (problems: number, level: number) =>
  ({ id: 1, problems, problem_level: level }) as unknown as TripRow;

describe('ProblemsCell', () => {
  it('counts the problems, named for a screen reader by the worst of them', () => {
    renderWithProviders(<ProblemsCell row={row(3, problemLevels.errors)} />);
    expect(screen.getByLabelText('3 problems, with errors').textContent).toBe('3');
  });

  it('names warnings alone as warnings, one or many', () => {
    renderWithProviders(
      <>
        <ProblemsCell row={row(1, problemLevels.warnings)} />
        <ProblemsCell row={row(2, problemLevels.warnings)} />
      </>,
    );
    expect(screen.getByLabelText('1 warning')).toBeTruthy();
    expect(screen.getByLabelText('2 warnings')).toBeTruthy();
  });

  it('shows a dash for a trip with nothing missing', () => {
    renderWithProviders(<ProblemsCell row={row(0, problemLevels.none)} />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByLabelText(/problem|warning|error/)).toBeNull();
  });

  it('reads in Spanish', () => {
    renderWithProviders(<ProblemsCell row={row(4, problemLevels.errors)} />, { language: 'es' });
    expect(screen.getByLabelText('4 problemas, con errores')).toBeTruthy();
  });
});
