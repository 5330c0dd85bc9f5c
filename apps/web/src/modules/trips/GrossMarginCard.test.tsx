// @vitest-environment happy-dom

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GrossMarginCard } from './GrossMarginCard';

/** The card's figures as a reader hears them: each term with its value. */
const figures = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Gross margin' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('GrossMarginCard', () => {
  it('shows the price less the costs and the insurance, and the margin in percent of the price', () => {
    renderWithProviders(
      <GrossMarginCard price={1200} totalCost={830.5} insuranceCost={40} margin={329.5} percent={27.46} />,
    );
    expect(figures()).toEqual({
      'Trip price': '€1,200.00',
      'Costs of the services': '− €830.50',
      'Insurance cost': '− €40.00',
      'Gross margin': '€329.50',
      'Margin of the price': '27.46 %',
    });
  });

  it('has no percentage without a price, and reads in Spanish', () => {
    renderWithProviders(
      <GrossMarginCard price={0} totalCost={100} insuranceCost={0} margin={-100} percent={null} />,
      {
        language: 'es',
      },
    );
    const card = within(screen.getByRole('region', { name: 'Margen bruto' }));
    expect(card.getByText('—')).toBeTruthy();
  });
});
